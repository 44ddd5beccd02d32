import { createTheme } from '@mantine/core';

// Required fields are the rule in our forms, so no asterisk is drawn in labels (screen readers still
// hear "required" from the attribute); optional fields say so in their description. Keyed by name, not
// with Component.extend, so the theme does not pull every input into the first download.
const noAsterisk = { defaultProps: { withAsterisk: false } };

export const theme = createTheme({
  primaryColor: 'blue',
  // WCAG 2.2 AA contrast (checked by e2e/accessibility.spec.ts): shade 8 keeps blue text and white-on-blue
  // buttons above 4.5:1, and autoContrast puts dark text on light fills such as the orange button.
  primaryShade: 8,
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // Menus, modals and notifications skip their animations for people who ask for reduced motion.
  respectReducedMotion: true,
  // Spec 9: mobile is under 768 px (`sm`), tablet under 980 px (`md`).
  breakpoints: { xs: '36em', sm: '48em', md: '61.25em', lg: '75em', xl: '88em' },
  components: {
    // Links are told apart from text by more than colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    TextInput: noAsterisk,
    PasswordInput: noAsterisk,
    Select: noAsterisk,
    Textarea: noAsterisk,
    NumberInput: noAsterisk,
  },
});
