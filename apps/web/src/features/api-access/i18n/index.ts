// Adds the English texts of the API access page when its chunk loads. Their French is in the French pack
// (lib/i18n/french.ts).
import { registerEnglish } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';

registerEnglish(en);
