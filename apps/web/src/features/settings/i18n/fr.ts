// Textes français des paramètres du site et des modules (mêmes clés que en.ts), livrés avec tous les textes
// français (app/i18n-french.ts).
import type { Strings } from '../../../lib/i18n/strings.ts';
import type { en } from './en.ts';

export const fr: Strings<typeof en> = {
  settings: {
    groups: {
      site: 'Site',
      'region-language': 'Région et langue',
      listings: 'Annonces',
      map: 'Carte',
      social: 'Réseaux sociaux',
      email: 'Courriel',
      seo: 'Référencement',
      security: 'Sécurité',
    },
    page: {
      intro: 'Les paramètres s’appliquent dès leur enregistrement, pour tous les visiteurs.',
      loadError: 'Les paramètres du site n’ont pas pu être chargés.',
      sections: 'Groupes de paramètres',
      save: 'Enregistrer les paramètres',
      saved: 'Paramètres enregistrés.',
      nothingChanged: 'Rien n’a changé.',
      invalid: 'Certains paramètres sont à corriger : voyez les champs signalés.',
      defaultValue: 'Par défaut : {{value}}',
      on: 'Activé',
      off: 'Désactivé',
      imageUrl: '{{label}} (adresse de l’image)',
      imageUrlHint: 'Un chemin sur ce site (/logo.svg) ou une URL complète.',
      imagePreview: 'Aperçu de {{label}}',
    },
    unsaved: {
      title: 'Vos modifications ne sont pas enregistrées',
      body: 'Si vous quittez cette page maintenant, vos modifications seront perdues.',
      leave: 'Quitter sans enregistrer',
      stay: 'Rester sur cette page',
    },
    modules: {
      title: 'Modules du projet',
      intro: 'Les parties facultatives du site, chacune avec ses paramètres.',
      loadError: 'Les modules n’ont pas pu être chargés.',
      on: 'Activé',
      off: 'Désactivé',
      configure: 'Configurer',
      configureModule: 'Configurer {{name}}',
    },
    module: {
      loadError: 'Ce module n’a pas pu être chargé.',
      notFound: 'Ce module n’existe pas.',
      back: 'Retour aux paramètres du site',
      enabled: 'Module activé',
      enabledHint: 'Désactivé, le site se comporte comme si le module n’existait pas.',
      turnedOn: '{{name}} est activé.',
      turnedOff: '{{name}} est désactivé.',
      changeFailed: 'La modification n’a pas pu être enregistrée : {{message}}',
      settings: 'Paramètres',
      settingsHint:
        'Les valeurs sont du texte; « true » et « false » valent activé et désactivé. Les paramètres publics sont envoyés à chaque visiteur : ne rendez jamais publique une clé ou un mot de passe.',
      empty: 'Ce module n’a pas encore de paramètres.',
      key: 'Clé',
      value: 'Valeur',
      public: 'Public',
      publicHint: 'Envoyé à chaque visiteur du site',
      secretSet: '•••• défini',
      secretNotSet: 'Non défini',
      secretHint:
        'En écriture seule. Saisissez une nouvelle valeur pour la remplacer; laissez vide pour garder la valeur actuelle.',
      secretBadge: 'Secret',
      newSetting: 'Nouveau paramètre',
      add: 'Ajouter un paramètre',
      remove: 'Retirer {{key}}',
      removeNew: 'Retirer ce nouveau paramètre',
      save: 'Enregistrer les paramètres',
      saved: 'Paramètres du module enregistrés.',
      nothingChanged: 'Rien n’a changé.',
    },
  },
};
