// The landlord portal's listing photos (issue 13 section 1 "Photos").
export { default } from './photos.routes.ts';
