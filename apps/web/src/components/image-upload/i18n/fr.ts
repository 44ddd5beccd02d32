// Textes du champ de téléversement d'image en français (mêmes clés que en.ts), livrés avec tous les textes
// français (lib/i18n/french.ts).
import type { Strings } from '../../../lib/i18n/strings.ts';
import type { en } from './en.ts';

export const fr: Strings<typeof en> = {
  imageUpload: {
    choose: 'Choisir une image',
    replace: 'Remplacer l’image',
    remove: 'Retirer',
    uploading: 'Téléversement…',
    uploaded: 'Image téléversée.',
    removed: 'Image retirée.',
    preview: 'Aperçu : {{label}}',
    hint: '{{types}}, jusqu’à {{max}} Mo.',
  },
};
