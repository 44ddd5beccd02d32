// Textes du champ de texte enrichi en français (mêmes clés que en.ts).
import type { Strings } from '../../../lib/i18n/strings.ts';
import type { en } from './en.ts';

export const fr: Strings<typeof en> = {
  richText: {
    mediaLibrary: 'Médiathèque',
    mediaSearch: 'Chercher par nom de fichier',
    mediaLoading: 'Chargement des images…',
    mediaFailed: 'Les images n’ont pas pu être chargées.',
    mediaEmpty: 'Aucune image n’a encore été téléversée : utilisez le bouton de téléversement.',
    mediaNoMatch: 'Aucune image ne porte ce nom.',
    mediaPick: 'Insérer {{name}}',
    mediaPrevious: 'Images plus récentes',
    mediaNext: 'Images plus anciennes',
    mediaDelete: 'Supprimer {{name}}',
    mediaDeleteTitle: 'Supprimer {{name}} ?',
    mediaDeleteBody: 'L’image est retirée de la médiathèque avec toutes ses tailles. Cette action est irréversible.',
    mediaDeleteConfirm: 'Supprimer',
    mediaDeleteCancel: 'Annuler',
    mediaDeleted: 'L’image {{name}} a été supprimée.',
    altTitle: 'Décrire l’image',
    altLabel: 'Texte de remplacement',
    altHint: 'Ce que montre {{name}}, pour qui ne peut pas la voir. Laisser vide pour une image décorative.',
    insertImage: 'Téléverser et insérer',
    uploadFailed: 'L’image n’a pas pu être téléversée.',
  },
};
