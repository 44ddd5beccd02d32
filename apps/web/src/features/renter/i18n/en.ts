// English texts of the renter's listings pages (registered by index.ts when this chunk loads). In the US
// region "favourite" is shown "favorite" (lib/i18n's post-processor).
export const en = {
  renter: {
    favourites: {
      count_one: '{{formatted}} saved rental',
      count_other: '{{formatted}} saved rentals',
      emptyTitle: 'No favourites yet',
      emptyBody:
        'Tap the heart on any listing to save it here. Your favourites are kept with your account, on every device you sign in on.',
      browse: 'Browse rentals',
      savedOn: 'Saved {{date}}',
      priceDropped: 'Price dropped {{amount}}',
    },
    viewed: {
      count_one: '{{formatted}} rental viewed',
      count_other: '{{formatted}} rentals viewed',
      emptyTitle: 'No viewed listings yet',
      emptyBody: 'The listings you open while signed in are listed here, so you can find them again.',
      browse: 'Browse rentals',
      views_one: 'Viewed once · {{date}}',
      views_other: 'Viewed {{count}} times · last {{date}}',
    },
    recommended: {
      count_one: '{{formatted}} rental picked for you',
      count_other: '{{formatted}} rentals picked for you',
      newCount_one: '{{count}} new',
      newCount_other: '{{count}} new',
      basedOn:
        'From your favourites: {{favourites}} · inquiries: {{inquiries}} · views: {{views}} · alerts: {{alerts}}',
      introTitle: 'Rentals picked for you',
      introBody:
        'We suggest rentals like the ones you save, ask about and view, and new ones matching your email alerts: in the same area, at a similar rent, with about as many bedrooms. Choose “Not interested” to hide one for good.',
      introDismiss: 'Got it',
      newBadge: 'New',
      notInterested: 'Not interested',
      notInterestedLabel: 'Not interested in {{title}}',
      confirmTitle: 'Hide this rental?',
      confirmBody: '“{{title}}” will not be recommended to you again, on any device.',
      confirm: 'Hide it',
      hidden: '“{{title}}” will not be recommended again.',
      reason: {
        favourite: 'Similar to {{basedOn}} you saved',
        inquiry: 'Similar to {{basedOn}} you asked about',
        view: 'Similar to {{basedOn}} you viewed',
        alert: 'Matches your alert “{{basedOn}}”',
      },
      emptyTitle: 'No recommendations yet',
      emptyBody:
        'Save, view or ask about a few listings, or set up an email alert, and we will suggest similar rentals here.',
      browse: 'Browse rentals',
    },
  },
};
