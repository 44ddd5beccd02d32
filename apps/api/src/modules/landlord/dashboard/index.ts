// The landlord portal's dashboard: account stats and the activity feed (issue 13 section 3).
export { default } from './dashboard.routes.ts';
