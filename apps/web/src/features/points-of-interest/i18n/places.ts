// Adds the English texts of the "My places" modal and the listing page's distances section when their chunks
// load (the first download has only index.ts's). Their French is in the French pack (app/i18n-french.ts).
import { registerEnglish } from '../../../lib/i18n/index.ts';
import { enPlaces } from './en-places.ts';
import './index.ts';

registerEnglish(enPlaces);
