// Two-factor sign-in's public surface for other features: My Account's section (status, turn on and off,
// new recovery codes). The login's second step lives in the auth feature.
export { TwoFactorSection } from './components/two-factor-section.tsx';
