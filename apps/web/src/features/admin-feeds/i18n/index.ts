// Adds the English texts of the feeds screens when their chunk loads; modules that use them import this file.
// Their French is in the French pack (app/i18n-french.ts).
import { registerEnglish } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';

registerEnglish(en);
