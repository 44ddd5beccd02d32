// English texts of the landlord's credit usage (/portal/billing/usage).
export const en = {
  portalUsage: {
    intro:
      'What your live listings cost each day. Every night at 00:05 UTC, each live listing is charged its daily price for the day ahead (the featured daily price while it is featured); listings your credits do not cover are paused.',
    range: {
      legend: 'Period',
      from: 'From',
      to: 'To',
      presets: 'Quick periods',
      lastDays: 'Last {{count}} days',
      apply: 'Show',
      order: 'The end must be on or after the start.',
      tooLong: 'Choose at most {{max}} days.',
      required: 'Choose a day.',
    },
    period: '{{from}} to {{to}}',
    totals: {
      credits: 'Credits used',
      listings: 'Listings charged',
      perDay: 'Average a day',
    },
    chart: {
      title: 'Credits per day',
      credits: 'Credits',
      summary:
        'Credits per day from {{from}} to {{to}}: {{credits}} in all. The most on {{busiest}} ({{busiestCredits}}).',
    },
    table: {
      title: 'By listing',
      label: 'Credits by listing',
      listing: 'Listing',
      credits: 'Credits',
      days: 'Days charged',
      featuredDays: 'Days featured',
      featured: 'Featured',
      deleted: 'Deleted listing #{{id}}',
      pages: 'Pages of listings',
    },
    empty: {
      title: 'No credits used in this period',
      body: 'Credits are charged each night for your live listings. Publish a listing, or choose another period.',
      listings: 'Your listings',
      billing: 'Buy credits',
    },
    loading: 'Loading your credit usage…',
    loadFailed: 'Your credit usage could not be loaded.',
    updating: 'Updating…',
  },
};
