import { PGlite } from '@electric-sql/pglite';
import { openPglite } from '/work/main/apps/api/src/db/client.ts';
import { seedReferenceData } from '/work/main/apps/api/src/db/seed/index.ts';

let t = performance.now();
const h = await openPglite();
console.log('create', performance.now() - t);
t = performance.now();
await h.migrate();
console.log('migrate', performance.now() - t);
t = performance.now();
await seedReferenceData(h.db);
console.log('seed', performance.now() - t);
t = performance.now();
if (h.kind === 'pglite') {
  const dump = await h.client.dumpDataDir('none');
  console.log('dump', performance.now() - t, dump.size);
  t = performance.now();
  const p2 = await PGlite.create({ loadDataDir: dump });
  console.log('load', performance.now() - t);
  t = performance.now();
  console.log((await p2.query('select count(*) from permissions')).rows);
}
