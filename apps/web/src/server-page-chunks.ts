// The lazy chunks the server-rendered pages render on arrival (Vite manifest keys): the server links their
// stylesheets in the page's head and preloads their scripts. scripts/check-bundle.ts checks that each is a chunk
// of its own in the build: one Rollup merged into a shared chunk has no manifest entry, and its page would be
// served without its styles.
export const SERVER_PAGE_CHUNKS = {
  home: 'src/features/site/pages/home-page.tsx',
  resolved: 'src/features/search/pages/resolved-page.tsx',
  listing: 'src/features/listing/pages/listing-page.tsx',
  blog: 'src/features/blog/pages/blog-pages.tsx',
  faq: 'src/features/faq/pages/faq-page.tsx',
  cities: 'src/features/cities/pages/cities-page.tsx',
  contentPage: 'src/features/pages/pages/public-page.tsx',
} as const;
