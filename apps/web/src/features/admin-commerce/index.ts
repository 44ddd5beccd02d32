// The commerce back office's public surface: its query keys, for a feature that changes what its screens show
// (the pages themselves are loaded by the router).
export { ecommerceKeys } from './api.ts';
