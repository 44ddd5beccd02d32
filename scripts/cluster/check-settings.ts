// b. A site setting saved through one instance is what the other serves on its very next request: both
// instances first serve (and cache) the old value, the save goes to one, the read to the other, directly.
import { call, describe, field, signIn } from './client.ts';
import type { Cluster } from './cluster.ts';

const siteNameOf = async (base: string) => {
  const res = await call(base, 'GET', '/api/site-settings');
  if (!res.ok) throw new Error(`GET ${base}/api/site-settings answered ${describe(res)}`);
  return field(res.body, 'siteSettings.siteName');
};

/** The server-rendered home page, as a browser asks for it (kept in the instance's page cache for a few seconds). */
const homePage = async (base: string) => {
  const res = await fetch(`${base}/`, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(10_000) });
  return res.text();
};

export async function checkSettings(cluster: Cluster) {
  const [first, second] = cluster.instances;
  if (!first || !second) throw new Error('two instances needed');
  const token = await signIn(cluster.haproxy.url, 'owner@demo.test', '203.0.113.20');
  const figures: string[] = [];
  let pass = true;
  // Both ways: saved through the first and read on the second, then the other way round.
  for (const [writer, reader] of [
    [first, second],
    [second, first],
  ] as const) {
    const old = [await siteNameOf(writer.url), await siteNameOf(reader.url)];
    await homePage(reader.url);
    const name = `Rentals ${writer.spec.name} ${Date.now().toString(36)}`;
    const saved = await call(writer.url, 'PATCH', '/api/admin/settings', {
      token,
      body: { values: { siteName: name } },
    });
    if (!saved.ok) throw new Error(`PATCH /api/admin/settings on ${writer.spec.name} answered ${describe(saved)}`);
    const started = performance.now();
    const seen = await siteNameOf(reader.url);
    const ms = performance.now() - started;
    // The page the reader rendered (and cached) with the old name a moment ago.
    const page = await homePage(reader.url);
    const pageOk = page.includes(`content="${name}"`);
    const ok = seen === name && old[1] !== name && pageOk;
    pass &&= ok;
    figures.push(
      `siteName saved through ${writer.spec.name} ("${name}"); ${reader.spec.name} served "${String(old[1])}" before and ` +
        `"${String(seen)}" on its next request (${ms.toFixed(0)} ms); its cached home page ` +
        `${pageOk ? 'shows the new name' : 'still shows the old name'} (og:site_name)`,
    );
  }
  return { pass, figures };
}
