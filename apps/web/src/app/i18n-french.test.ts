// How texts arrive (lib/i18n/index.ts): each feature's English with its chunk, French as one pack on demand
// (i18n-french.ts, registered as main.tsx does). Each test takes a fresh copy of the i18n module, with
// nothing loaded yet (the test setup preloads French).
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshI18n() {
  vi.resetModules();
  const i18nModule = await import('../lib/i18n/index.ts');
  i18nModule.setFrenchPack(() => import('./i18n-french.ts'));
  return i18nModule;
}

describe('loading texts', () => {
  beforeEach(() => {
    document.documentElement.lang = 'en';
  });

  it('switches to French only once the French texts are in: a French page never shows English first', async () => {
    const { i18n, setLanguage } = await freshI18n();
    const switching = setLanguage('fr');
    expect(i18n.language).toBe('en');
    await switching;
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.t('common.loading')).toBe('Chargement…');
  });

  it('a later switch wins over one still loading', async () => {
    const { i18n, setLanguage } = await freshI18n();
    const french = setLanguage('fr');
    await setLanguage('en');
    await french;
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it("a feature's English comes with its module, its French with the French pack, keys unchanged", async () => {
    const { i18n, loadLanguage } = await freshI18n();
    expect(i18n.exists('search.titleAll')).toBe(false);
    await import('../features/search/i18n/index.ts');
    expect(i18n.getFixedT('en')('search.titleAll')).toBe('Apartments and houses for rent');
    await loadLanguage('fr');
    expect(i18n.getFixedT('fr')('search.titleAll')).toBe('Appartements et maisons à louer');
  });

  it('without a French pack registered, shows English and says why', async () => {
    vi.resetModules();
    const { i18n, setLanguage } = await import('../lib/i18n/index.ts');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await setLanguage('fr');
    expect(i18n.t('common.loading')).toBe('Loading…');
    expect(error).toHaveBeenCalledWith('Could not load the French texts; showing English.', expect.any(Error));
  });
});
