// Adds the English texts of signing in and up, the password reset and the landlord registration when their
// chunks load; modules that use them import this file. Their French is in app/i18n-french.ts.
import { registerEnglish } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';

registerEnglish(en);
