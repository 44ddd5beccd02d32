// Adds the English texts of the administration screens when their chunk loads.
import { registerEnglish } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';

registerEnglish(en);
