// Adds the English texts of the signed-in areas (layout, dashboards, account pages, route titles) when the
// panel layout loads; modules that use them import this file. Their French is in app/i18n-french.ts.
import { registerEnglish } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';

registerEnglish(en);
