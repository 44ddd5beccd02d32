// English texts of the public forms placed on pages; their French is in fr.ts (the French pack).
export const en = {
  publicForm: {
    honeypot: 'Leave this field empty',
    sending: 'Sending…',
    failed: 'Your message could not be sent: {{message}}',
    fix: 'Please correct the fields marked below.',
    limited: 'Too many messages were sent from here; try again in a few minutes.',
  },
};
