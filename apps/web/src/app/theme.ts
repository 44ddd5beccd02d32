import { createTheme } from '@mantine/core';

// Required fields are the rule in our forms, so no asterisk is drawn in labels (screen readers still
// hear "required" from the attribute); optional fields say so in their description. Keyed by name, not
// with Component.extend, so the theme does not pull every input into the first download.
const noAsterisk = { defaultProps: { withAsterisk: false } };

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // Menus, modals and notifications skip their animations for people who ask for reduced motion.
  respectReducedMotion: true,
  // Spec 9: mobile is under 768 px (`sm`), tablet under 980 px (`md`).
  breakpoints: { xs: '36em', sm: '48em', md: '61.25em', lg: '75em', xl: '88em' },
  components: {
    TextInput: noAsterisk,
    PasswordInput: noAsterisk,
    Select: noAsterisk,
    Textarea: noAsterisk,
    NumberInput: noAsterisk,
  },
});
