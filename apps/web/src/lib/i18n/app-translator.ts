// The app's translator (the browser's only one; the server renders each language with a `withLanguage` view of
// it) and the region whose words it uses: in the US region favourite becomes favorite in every translated
// string (spec 1 and 9), texts added later included.
import { type Region, regionWords } from '@rentals/shared/format';
import { en } from './en.ts';
import { createTranslator } from './translator.ts';

let region: Region = 'CA';

export const i18n = createTranslator({
  language: 'en',
  fallbackLanguage: 'en',
  resources: { en },
  postProcess: (text) => regionWords(text, region),
});

export function getRegion(): Region {
  return region;
}

/** Sets the region from site settings; components re-render with the region's words. */
export function setRegion(next: Region) {
  if (next === region) return;
  region = next;
  i18n.refresh();
}
