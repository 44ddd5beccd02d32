// Front-end budget (DESIGN section 9): the JavaScript a visitor downloads before the search page can hydrate
// must stay <= 150 KB gzipped. Counts the entry chunk, the search page's first chunk, and everything they
// import statically (each file gzipped on its own, as it travels). Not counted: what loads after the first
// render or on demand (the map and Leaflet, the filters drawer, the listing page), the parts whose server HTML
// hydrates when their chunk arrives (lib/hydrate-later.tsx: the search toolbar, pagination, the header's menus,
// the footer, the hearts), admin, portal and support.
// This is the English page; a French one also fetches the French texts (about 6 KB) before it renders.
// The stylesheets of the same chunks (Mantine's files for the public pages, app/styles.ts, and the pages' own
// CSS) must stay <= 40 KB gzipped.
// Run after `vite build` (npm run test:e2e does); exits 1 over either budget.
// Usage: node scripts/check-bundle.ts [dist folder, default apps/web/dist]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SERVER_PAGE_CHUNKS } from '../apps/web/src/server-page-chunks.ts';

export const BUDGET_BYTES = 150 * 1024;
export const CSS_BUDGET_BYTES = 40 * 1024;
/**
 * The lazy chunks a search page URL needs for its first render: the catch-all route's page resolver, which
 * asks the server what the path is and renders the search page (its static imports follow). Not every lazy
 * chunk under src/features/search: the filters drawer loads on first open, the map once the page has
 * rendered, and the listing page is another page.
 */
const SEARCH_PAGE_CHUNKS = [SERVER_PAGE_CHUNKS.resolved];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist'));
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`check-bundle: ${manifestFile} is missing; run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

/** The manifest keys of `roots` and of every chunk they import statically. */
function staticClosure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

// A renamed page or entry must not silently shrink what is measured, and a server-rendered page's chunk merged
// into another would be served without its stylesheet.
const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
const missing = Object.values(SERVER_PAGE_CHUNKS).filter((key) => !manifest[key]?.isDynamicEntry);
if (entries.length === 0 || missing.length > 0) {
  console.error(`check-bundle: the manifest has no entry or no lazy chunk of its own for ${missing.join(', ')}.`);
  process.exit(1);
}
const roots = [...entries, ...SEARCH_PAGE_CHUNKS];

const chunks = [...staticClosure(roots)].map((key) => manifest[key]).filter((chunk) => chunk !== undefined);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints each file's gzipped size and the total; false when the total is over `budget`. */
function report(files: string[], what: string, budget: number, advice: string): boolean {
  const rows = [...new Set(files)]
    .map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  for (const row of rows) console.log(`${kb(row.gzip).padStart(10)}  ${row.file}`);
  console.log(`${kb(total).padStart(10)}  ${what}, gzipped (budget ${kb(budget)})`);
  if (total <= budget) return true;
  console.error(`check-bundle: ${what} over budget by ${kb(total - budget)}. ${advice}`);
  return false;
}

const jsOk = report(
  chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')),
  'search page initial JavaScript',
  BUDGET_BYTES,
  "Move what the first paint doesn't need into a lazy chunk, or what the first moment doesn't need into a part " +
    'that hydrates later (lib/hydrate-later.tsx).',
);
const cssOk = report(
  chunks.flatMap((chunk) => chunk.css ?? []),
  'search page initial CSS',
  CSS_BUDGET_BYTES,
  'Import only the Mantine stylesheets the public pages use (apps/web/src/app/styles.ts).',
);
if (!jsOk || !cssOk) process.exit(1);
