// Adds the English texts of the cities index when its chunk loads. Their French is in the French pack.
import { registerEnglish } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';

registerEnglish(en);
