// Adds the English texts of the shared form fields when the first module using them loads; those modules
// import this file. Their French is in the French pack (app/i18n-french.ts).
import { registerEnglish } from '../../lib/i18n/index.ts';
import { en } from './en.ts';

registerEnglish(en);
