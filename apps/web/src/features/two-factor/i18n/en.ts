// English texts of two-factor sign-in in My Account, registered by index.ts when its chunk loads.
export const en = {
  twoFactor: {
    title: 'Two-factor sign-in',
    intro:
      'Besides your password, signing in asks for a 6-digit code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis).',
    on: 'On',
    off: 'Off',
    status: 'Status',
    codesLeft_one: '{{count}} recovery code left',
    codesLeft_other: '{{count}} recovery codes left',
    noCodesLeft: 'No recovery codes left: make new ones now.',
    required: 'Two-factor sign-in is required for your role. Turn it on to use the rest of the site.',
    requiredOn: 'Required for your role: it cannot be turned off.',
    loadError: 'Your two-factor sign-in status could not be loaded.',
    turnOn: 'Turn on',
    turnOff: 'Turn off',
    newCodes: 'New recovery codes',
    code: 'Code from the app',
    codeOrRecovery: 'Code from the app, or a recovery code',
    enable: {
      title: 'Turn on two-factor sign-in',
      loading: 'Preparing your key…',
      setupError: 'Two-factor sign-in could not be prepared.',
      scan: 'Scan this QR code with your authenticator app.',
      qrAlt: 'QR code to add your account to an authenticator app',
      manual: 'Or enter this key by hand:',
      copyKey: 'Copy key',
      confirm: 'Then enter the 6-digit code the app shows to confirm.',
      submit: 'Turn on',
    },
    codes: {
      title: 'Save your recovery codes',
      intro:
        'Each code signs you in once if you lose your phone. Keep them somewhere safe, such as a password manager. They will not be shown again.',
      list: 'Recovery codes',
      copy: 'Copy',
      copied: 'Copied',
      download: 'Download .txt',
      fileHeader: 'Recovery codes for two-factor sign-in ({{email}}). Each works once.',
      done: 'I have saved them',
    },
    disable: {
      title: 'Turn off two-factor sign-in?',
      intro:
        'Signing in will only ask for your password. Your recovery codes stop working. You can turn it on again at any time.',
      password: 'Current password',
      submit: 'Turn off',
    },
    regenerate: {
      title: 'New recovery codes',
      intro: 'Enter a code from your authenticator app. Your current recovery codes stop working.',
      submit: 'Make new codes',
    },
  },
};
