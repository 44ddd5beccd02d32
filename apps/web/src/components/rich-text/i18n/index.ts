// Adds the English texts of the rich text field when this chunk loads; its French is in the French pack.
import { registerEnglish } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';

registerEnglish(en);
