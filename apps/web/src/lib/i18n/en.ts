// English UI text of the shell and the public pages, shipped with the entry chunk. The features' English
// texts (sign-in and sign-up, search, listing, card, map, the signed-in areas) ship with their chunks:
// registerEnglish in index.ts. fr.ts must have the same keys (the type checks it).
import type { Strings } from './strings.ts';

export const en = {
  common: {
    loading: 'Loading…',
    /** A text field's live counter: "1,980 / 2,000 characters" (components/character-count.ts). */
    characterCount: '{{length}} / {{max}} characters',
    save: 'Save',
    cancel: 'Cancel',
    close: 'Close',
    yes: 'Yes',
    no: 'No',
    notSet: 'Not set',
    opensInNewTab: '(opens in a new tab)',
    english: 'English',
    french: 'Français',
    tryAgain: 'Try again',
  },
  nav: {
    skipToContent: 'Skip to content',
    homeLink: '{{siteName}} home',
    primary: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    myPicks: 'My Picks',
    myPicksCount: 'My Picks: {{count}} saved listings',
    listYourAd: 'List Your Ad',
    loginSignUp: 'Login / Sign up',
    myAccount: 'My Account',
    dashboard: 'Dashboard',
    logout: 'Logout',
    switchToFrench: 'Français',
    switchToEnglish: 'English',
  },
  logout: {
    confirmTitle: 'Are you sure?',
    confirmBody: 'You will have to log in again to access your dashboard.',
    confirm: 'Logout',
    success: 'You are logged out',
  },
  guard: {
    loggedOut: 'You have been logged out.',
    noPermission: 'You do not have permission to view this section.',
    checking: 'Checking your session…',
  },
  site: {
    contentBlocksError: 'Error loading content blocks. Reason: {{reason}}',
  },
  home: {
    heroTitle: 'Find your next rental',
    heroText: 'Apartments, houses and rooms for rent, listed by landlords and property managers.',
    searchLabel: 'Where do you want to live?',
    searchPlaceholder: 'City, neighbourhood or keyword',
    searchButton: 'Search rentals',
    searchKeyword: 'Search rentals matching “{{keyword}}”',
    suggestionTypes: { city: 'City', metro: 'Area', province: 'Province or state', address: 'Address' },
    suggestionCount_one: '{{formatted}} rental',
    suggestionCount_other: '{{formatted}} rentals',
    landlordTitle: 'Are you a landlord?',
    landlordText: 'Reach renters looking for a home like yours.',
  },
  footer: {
    copyright: '© {{year}} {{siteName}}',
    social: 'Follow us',
    footerMenu: 'Footer',
  },
  content: {
    unavailable: 'This content is not available right now.',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Go to the home page',
  },
  error: {
    title: 'Something went wrong',
    body: 'An unexpected error stopped this page. Reload it, or go back to the home page.',
    reload: 'Reload',
  },
  routes: {
    home: 'Home',
    login: 'Login',
    privacyPolicy: 'Privacy Policy',
    termsOfUse: 'Terms of Use',
    passwordReset: 'Reset password',
    landlordRegister: 'Landlord registration',
    landlordVerify: 'Verify your email',
    unsubscribe: 'Unsubscribe from email alerts',
    notFound: 'Page not found',
  },
};

export type Resources = Strings<typeof en>;
