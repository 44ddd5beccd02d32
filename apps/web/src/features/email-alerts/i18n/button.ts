// The English text of the "Get alerts for this search" button, which ships with the search page: kept apart
// so the page's first download does not carry the alerts page's texts. Its French is in fr.ts.
import { registerEnglish } from '../../../lib/i18n/index.ts';

export const buttonEn = {
  emailAlerts: {
    getAlerts: 'Get alerts for this search',
  },
};

registerEnglish(buttonEn);
