// Adds the texts of the search pages to i18next. Modules that use them import this file, so they are in place
// (French ones too, on a French page) before anything renders: see registerTranslations.
import { registerTranslations } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';

await registerTranslations({ en, fr: () => import('./fr.ts').then((m) => m.fr) });
