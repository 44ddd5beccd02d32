// The landlord portal's listings (issue 13 section 1): the declared resource and the spec's own routes.
export { landlordListingsResource } from './landlord-listings.resource.ts';
export { default } from './landlord-listings.routes.ts';
