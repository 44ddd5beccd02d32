// Adds the English texts of the key metrics screen and the support dashboard when their chunk loads; their
// French is in the French pack (app/i18n-french.ts).
import { registerEnglish } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';

registerEnglish(en);
