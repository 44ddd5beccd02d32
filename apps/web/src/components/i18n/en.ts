// English texts of the shared form fields (account-fields.tsx: sign-in and sign-up, the landlord sign-up,
// the account pages, the inquiry form), registered by index.ts with the first module that uses them.
export const en = {
  accountFields: {
    clearDate: 'Clear “{{label}}”',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    phoneOptional: 'Optional',
    password: 'Password',
    passwordHint: 'At least 8 characters.',
    confirmPassword: 'Confirm password',
  },
};
