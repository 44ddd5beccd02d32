// The auth feature's second public entry: the Login / Sign up modal, which the shell loads on demand
// (import() of this file, so its forms and schemas stay out of the first download). Apart from index.ts
// because the forms reach the renter feature (favourites merged at sign-in), which imports index.ts.
export { default } from './components/login-modal.tsx';
