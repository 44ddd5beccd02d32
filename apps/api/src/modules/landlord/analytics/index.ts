// The landlord portal's per-listing analytics (issue 13 section 3), and the counting of the events behind them.
export { default } from './analytics.routes.ts';
