import type { Strings } from '../../../lib/i18n/strings.ts';
import type { en } from './en.ts';

export const fr: Strings<typeof en> = {
  listMap: {
    view: 'Afficher',
    list: 'Liste',
    map: 'Carte',
  },
};
