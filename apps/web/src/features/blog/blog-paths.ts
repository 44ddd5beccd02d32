// The query GET resolve is asked with for a blog list page: its page number ("?p=2"), which changes what the
// page shows; every other path resolves without its query. Zod-free: the page resolver's chunk imports it.
const BLOG_LIST = /^(\/fr)?\/blog(\/category\/[^/]+)?\/?$/;

export function blogResolveQuery(pathname: string, search: string): string {
  if (!BLOG_LIST.test(pathname)) return '';
  const page = Number(new URLSearchParams(search).get('p'));
  return Number.isInteger(page) && page > 1 ? `?p=${page}` : '';
}
