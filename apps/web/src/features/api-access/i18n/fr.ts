// Textes français de la page d’accès à l’API (mêmes clés que en.ts), livrés avec tous les textes français
// (lib/i18n/french.ts).
import type { Strings } from '../../../lib/i18n/strings.ts';
import type { en } from './en.ts';

export const fr: Strings<typeof en> = {
  apiAccess: {
    intro:
      'Les jetons d’API personnels permettent à vos propres scripts et outils d’appeler l’API en votre nom. Un jeton a vos permissions, jamais plus : si vos rôles changent, ce qu’il peut faire change aussi.',
    passwordNote: 'Changer ou réinitialiser votre mot de passe révoque tous les jetons : créez-en de nouveaux ensuite.',
    create: {
      title: 'Créer un jeton',
      name: 'Nom du jeton',
      nameHint: 'À quoi il sert, p. ex. « Export de nuit ».',
      expiry: 'Expiration',
      days7: 'Dans 7 jours',
      days30: 'Dans 30 jours',
      days90: 'Dans 90 jours',
      days365: 'Dans 1 an',
      custom: 'À une date…',
      date: 'Date d’expiration',
      submit: 'Créer le jeton',
      created: 'Votre jeton « {{name}} » a été créé.',
    },
    newToken: {
      title: 'Copiez votre nouveau jeton maintenant',
      warning:
        'Il n’est affiché qu’une seule fois. Conservez-le en lieu sûr, par exemple dans un gestionnaire de mots de passe.',
      label: 'Nouveau jeton d’API « {{name}} »',
      copy: 'Copier le jeton',
      copied: 'Copié',
      done: 'Je l’ai copié',
    },
    list: {
      title: 'Vos jetons',
      count: '{{count}} jetons actifs sur {{max}}',
      name: 'Nom',
      created: 'Créé le',
      expires: 'Expire le',
      lastUsed: 'Dernière utilisation',
      actions: 'Actions',
      never: 'Jamais',
      expired: 'Expiré',
      revoke: 'Révoquer',
      revokeFor: 'Révoquer {{name}}',
      loadError: 'Vos jetons d’API n’ont pas pu être chargés.',
      emptyTitle: 'Aucun jeton d’API pour l’instant',
      emptyBody: 'Créez un jeton ci-dessus pour appeler l’API depuis un script ou un autre outil.',
    },
    revoke: {
      title: 'Révoquer ce jeton?',
      body: 'Tout ce qui utilise « {{name}} » cesse de fonctionner aussitôt. Cette action est définitive.',
      confirm: 'Révoquer le jeton',
      failed: 'Le jeton n’a pas pu être révoqué : {{message}}',
    },
    usage: {
      title: 'Utiliser l’API',
      docs: 'Documentation de l’API (OpenAPI)',
      intro:
        'Envoyez le jeton dans l’en-tête Authorization de chaque requête. Par exemple, pour lire votre propre compte :',
      example: 'Exemple de requête',
      copy: 'Copier l’exemple',
      copied: 'Copié',
    },
  },
};
