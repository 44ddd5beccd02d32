// The admin feature's public surface for the rest of the app (its pages load lazily through the router).
export { useAdminUiStore } from './store.ts';
