// Textes des photos d'annonce en français (mêmes clés que photos.en.ts), livrés avec tous les textes français
// (app/i18n-french.ts).
import type { Strings } from '../../../lib/i18n/strings.ts';
import type { en } from './photos.en.ts';

export const fr: Strings<typeof en> = {
  listingPhotos: {
    title: 'Photos',
    counter: '{{count}} / {{max}}',
    counterLabel: '{{count}} photos sur {{max}}',
    intro:
      'La première photo est la photo principale que les locataires voient dans les résultats. Glissez les photos, ou utilisez leur poignée au clavier, pour changer l’ordre.',
    loading: 'Chargement des photos…',
    loadFailed: 'Les photos n’ont pas pu être chargées.',
    retry: 'Réessayer',
    empty: 'Aucune photo pour l’instant. Les annonces de 8 photos ou plus reçoivent bien plus de demandes.',
    dropTitle: 'Déposez vos photos ici',
    dropHint: '{{types}}, jusqu’à {{max}} Mo chacune. Vous pouvez en ajouter plusieurs à la fois.',
    choose: 'Choisir des photos',
    full: 'Cette annonce a {{max}} photos, le maximum. Supprimez-en une pour en ajouter une autre.',
    limitReached: 'Non ajoutée : une annonce peut avoir au plus {{max}} photos.',
    uploadsTitle: 'Téléversements',
    queued: 'En attente…',
    uploading: 'Téléversement {{percent}} %',
    attaching: 'Ajout à l’annonce…',
    uploaded: '{{name}} ajoutée.',
    failed: '{{name}} n’a pas été ajoutée : {{message}}',
    retryUpload: 'Réessayer {{name}}',
    dismiss: 'Retirer {{name}} de la liste',
    cover: 'Principale',
    makeCover: 'Photo principale',
    makeCoverOf: 'Faire de la photo {{position}} la photo principale',
    coverChanged: 'La photo {{position}} est maintenant la photo principale.',
    move: 'Déplacer la photo {{position}}',
    photoAlt: 'Photo {{position}}',
    altLabel: 'Texte de remplacement',
    altLabelOf: 'Texte de remplacement de la photo {{position}}',
    altPlaceholder: 'p. ex. Salon lumineux avec deux fenêtres',
    altSaving: 'Enregistrement…',
    altSaved: 'Enregistré',
    delete: 'Supprimer',
    deleteOf: 'Supprimer la photo {{position}}',
    deleteTitle: 'Supprimer cette photo ?',
    deleteBody: 'La photo {{position}} sera retirée de l’annonce. Cette action est définitive.',
    deleteConfirm: 'Supprimer la photo',
    cancel: 'Annuler',
    deleted: 'Photo supprimée.',
    orderFailed: 'Le nouvel ordre n’a pas été enregistré : {{message}}',
    orderSaved: 'Ordre enregistré.',
    dnd: {
      instructions:
        'Pour changer l’ordre, placez le focus sur la poignée d’une photo et appuyez sur Espace ou Entrée pour la saisir, déplacez-la avec les flèches, puis appuyez sur Espace ou Entrée pour la déposer, ou sur Échap pour annuler.',
      pickedUp: 'Photo {{position}} sur {{count}} saisie.',
      over: 'La photo {{from}} est sur la position {{position}} sur {{count}}.',
      dropped: 'Photo {{from}} déposée à la position {{position}} sur {{count}}.',
      cancelled: 'Déplacement annulé. La photo {{from}} reste à la position {{from}}.',
    },
  },
};
