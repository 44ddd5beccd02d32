// The landlord portal's leads inbox (issue 13 section 2).
export { default } from './leads.routes.ts';
