// The inquiries feature's public surface for other features (the listing page's inquiry form): the calls
// and the query of one's inquiries about a listing. The pages load with their own chunks.
export { inquiriesApi, inquiryKeys, useListingInquiries } from './api.ts';
