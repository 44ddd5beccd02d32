// Front-end budget (DESIGN section 9): the JavaScript a visitor downloads before the search page can render
// must stay <= 200 KB gzipped. Counts the entry chunk, the lazy chunks of the search feature, and everything
// they import statically. The map (Leaflet), the listing page, admin, portal and support load later, in
// their own chunks. Run after `vite build` (npm run test:e2e does); exits 1 over budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 200 * 1024;
/** Source folders whose lazy chunks the search page needs before it shows results. */
const SEARCH_PAGE_SOURCES = ['src/features/search/'];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist');
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

const roots = Object.entries(manifest)
  .filter(
    ([, chunk]) =>
      chunk.isEntry || (chunk.isDynamicEntry && SEARCH_PAGE_SOURCES.some((source) => chunk.src?.startsWith(source))),
  )
  .map(([key]) => key);

const rows = [...staticClosure(roots)]
  .map((key) => manifest[key]?.file)
  .filter((file): file is string => Boolean(file?.endsWith('.js')))
  .map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length }))
  .sort((a, b) => b.gzip - a.gzip);

const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const row of rows) console.log(`${kb(row.gzip).padStart(10)}  ${row.file}`);
console.log(`${kb(total).padStart(10)}  search page initial JavaScript, gzipped (budget ${kb(BUDGET_BYTES)})`);
if (total > BUDGET_BYTES) {
  console.error(
    `check-bundle: over budget by ${kb(total - BUDGET_BYTES)}. Move what the first paint doesn't need into a lazy chunk.`,
  );
  process.exit(1);
}
