// Adds the English texts of the back-office screens when this chunk loads; modules that use them import this
// file. Their French is in the French pack.
import { registerEnglish } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';

registerEnglish(en);
