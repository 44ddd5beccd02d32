// Adds the English texts of the membership renewal screens when their chunk loads; their French is in the
// French pack (app/i18n-french.ts).
import { registerEnglish } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';

registerEnglish(en);
