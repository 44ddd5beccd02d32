export { sanitizeRichText, textOfRichText } from './sanitize.ts';
