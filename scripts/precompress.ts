// Writes a .br and a .gz beside every text asset of the web build over 1 KB, at the highest levels (they are
// made once, at build time); @fastify/static serves them to browsers that accept them (preCompressed).
// Usage: node scripts/precompress.ts [dist folder, default apps/web/dist]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist'));

function* files(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(dist)) {
  // index.html is a template the server fills in: it is never sent as it is.
  if (!TEXT.test(file) || file.endsWith('.map') || path.basename(file) === 'index.html') continue;
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  before += body.length;
  after += brotli.length;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`precompress: ${count} files, ${kb(before)} -> ${kb(after)} with brotli`);
