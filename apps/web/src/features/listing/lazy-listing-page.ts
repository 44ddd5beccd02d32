// The listing page as a lazy component: its code (gallery, map, rent trends, inquiry form) loads the first
// time a listing is shown, so importing the feature's index.ts never brings it along.
import { lazy } from 'react';

export const ListingPage = lazy(() => import('./pages/listing-page.tsx').then((m) => ({ default: m.ListingPage })));
