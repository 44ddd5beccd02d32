// The settings feature's public surface: its query keys, for a feature that changes what the settings pages
// show (the pages themselves are loaded by the router).
export { settingsKeys } from './api.ts';
