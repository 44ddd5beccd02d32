// French texts of the content back office; gathered into the French pack by app/i18n-french.ts.
import type { en } from './en.ts';

type Texts = typeof en;

export const fr: Texts = {
  contentAdmin: {
    faqs: {
      create: 'Ajouter une question',
      edit: 'Modifier la question',
      question: 'Question',
      answer: 'Réponse',
      category: 'Catégorie',
      categoryHint:
        'Les questions sont regroupées par catégorie dans la FAQ; choisissez-en une existante ou tapez-en une nouvelle.',
      position: 'Position',
      positionHint: 'Ordre dans la catégorie : la plus petite en premier.',
      locale: 'Langue',
      isPublished: 'Publiée',
      isPublishedHint: 'Une question non publiée ne paraît jamais dans la FAQ.',
      status: 'Statut',
      published: 'Publiée',
      draft: 'Brouillon',
      updatedAt: 'Dernière modification',
      languages: { en: 'Anglais', fr: 'Français' },
      deleteTitle: 'Supprimer « {{name}} »?',
      deleted: '« {{name}} » supprimée.',
      revisions: 'Versions',
      viewPublic: 'Voir la FAQ',
      details: 'Question',
    },
    blocks: {
      name: 'Bloc',
      key: 'Clé',
      languages: 'Langues remplies',
      noLanguage: 'Aucune',
      updatedAt: 'Dernière modification',
      edit: 'Modifier le bloc de contenu',
      english: 'Anglais',
      french: 'Français',
      frenchHint: 'Laissé vide, un texte français affiche le texte anglais.',
      contents: 'Contenus',
      revisions: 'Versions',
      saved: 'Bloc de contenu enregistré : les visiteurs le verront à leur prochaine page.',
      contentNames: {
        title: 'Titre',
        body: 'Texte',
        subtitle: 'Sous-titre',
        searchPlaceholder: 'Indication de la recherche',
        buttonLabel: 'Libellé du bouton',
      },
    },
  },
};
