// Textes de Mes demandes en français (mêmes clés que en.ts), livrés avec tous les textes français
// (app/i18n-french.ts).
import type { Strings } from '../../../lib/i18n/strings.ts';
import type { en } from './en.ts';

export const fr: Strings<typeof en> = {
  inquiries: {
    title: 'Mes demandes',
    intro_one: 'Le message que vous avez envoyé à un propriétaire.',
    intro_other: 'Les {{formatted}} messages que vous avez envoyés aux propriétaires, du plus récent au plus ancien.',
    loading: 'Chargement de vos demandes…',
    loadError: 'Vos demandes n’ont pas pu être chargées.',
    emptyTitle: 'Vous n’avez encore écrit à aucun propriétaire',
    emptyBody:
      'Les messages envoyés depuis une annonce lorsque vous êtes connecté apparaissent ici avec l’annonce, pour faire un suivi.',
    browse: 'Voir les logements',
    sentOn: 'Envoyé le {{date}}',
    moveIn: 'Emménagement le {{date}}',
    moveInNotSure: 'Date d’emménagement non précisée',
    noLongerAvailable: 'N’est plus disponible',
    read: 'Lire votre message',
    readAbout: 'Lire votre message au sujet de {{title}}',
    pages: 'Pages des demandes',
    mapEmpty: 'Aucune des annonces contactées n’est encore disponible : rien à afficher sur la carte.',
    detail: {
      title: 'Votre message au sujet de {{title}}',
      loading: 'Chargement de votre message…',
      loadError: 'Ce message n’a pas pu être chargé.',
      notFoundTitle: 'Cette demande est introuvable',
      notFoundBody: 'Elle a peut-être été envoyée depuis un autre compte. Toutes vos demandes sont dans Mes demandes.',
      back: 'Retour à Mes demandes',
      sent: 'Envoyé',
      moveInDate: 'Date d’emménagement',
      notSure: 'Pas encore décidée',
      name: 'Nom',
      email: 'Courriel',
      phone: 'Téléphone',
      noPhone: 'Non fourni',
      message: 'Votre message',
      listing: 'L’annonce',
      gone: 'Cette annonce n’est plus disponible. Il s’agissait de {{title}}, {{address}}.',
      writeAgain: 'Écrire de nouveau à ce propriétaire',
    },
  },
};
