// What the rest of the app uses of the landlord portal: the credit wallet (the listing's status actions show
// it) and the query keys a spend of credits makes stale (the wallet, the account figures).
export { portalKeys, useWallet } from './api.ts';
export { usePortalStore, usePortalValue } from './store.ts';
