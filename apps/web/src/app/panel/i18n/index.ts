// Adds the texts of the signed-in areas (layout, dashboards, account pages, route titles) to i18next. The
// panel layout imports this file, so they are in place (French ones too, for a French-speaking user)
// before any panel page renders: see registerTranslations.
import { registerTranslations } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';

await registerTranslations({ en, fr: () => import('./fr.ts').then((m) => m.fr) });
