// Textes des pages d’annonces du locataire en français (mêmes clés que en.ts), livrés avec tous les textes
// français (app/i18n-french.ts).
import type { Strings } from '../../../lib/i18n/strings.ts';
import type { en } from './en.ts';

export const fr: Strings<typeof en> = {
  renter: {
    favourites: {
      count_one: '{{formatted}} logement sauvegardé',
      count_other: '{{formatted}} logements sauvegardés',
      emptyTitle: 'Aucun favori pour l’instant',
      emptyBody:
        'Touchez le cœur d’une annonce pour la sauvegarder ici. Vos favoris sont gardés avec votre compte, sur tous les appareils où vous vous connectez.',
      browse: 'Parcourir les logements',
      savedOn: 'Sauvegardé le {{date}}',
      priceDropped: 'Prix baissé de {{amount}}',
    },
    viewed: {
      count_one: '{{formatted}} logement consulté',
      count_other: '{{formatted}} logements consultés',
      emptyTitle: 'Aucune annonce consultée pour l’instant',
      emptyBody:
        'Les annonces que vous ouvrez en étant connecté sont listées ici, pour que vous puissiez les retrouver.',
      browse: 'Parcourir les logements',
      views_one: 'Consultée une fois · {{date}}',
      views_other: 'Consultée {{count}} fois · dernière fois le {{date}}',
    },
    recommended: {
      count_one: '{{formatted}} logement choisi pour vous',
      count_other: '{{formatted}} logements choisis pour vous',
      newCount_one: '{{count}} nouveau',
      newCount_other: '{{count}} nouveaux',
      basedOn:
        'D’après vos favoris : {{favourites}} · demandes : {{inquiries}} · consultations : {{views}} · alertes : {{alerts}}',
      introTitle: 'Des logements choisis pour vous',
      introBody:
        'Nous vous suggérons des logements semblables à ceux que vous sauvegardez, demandez et consultez, et les nouveautés qui répondent à vos alertes courriel : dans le même secteur, à un loyer semblable, avec à peu près autant de chambres. Choisissez « Pas intéressé » pour en masquer un définitivement.',
      introDismiss: 'Compris',
      newBadge: 'Nouveau',
      notInterested: 'Pas intéressé',
      notInterestedLabel: 'Pas intéressé par {{title}}',
      confirmTitle: 'Masquer ce logement ?',
      confirmBody: '« {{title}} » ne vous sera plus recommandé, sur aucun appareil.',
      confirm: 'Le masquer',
      hidden: '« {{title}} » ne sera plus recommandé.',
      reason: {
        favourite: 'Semblable au {{basedOn}} que vous avez sauvegardé',
        inquiry: 'Semblable au {{basedOn}} sur lequel vous vous êtes renseigné',
        view: 'Semblable au {{basedOn}} que vous avez consulté',
        alert: 'Correspond à votre alerte « {{basedOn}} »',
      },
      emptyTitle: 'Aucune recommandation pour l’instant',
      emptyBody:
        'Sauvegardez, consultez ou demandez quelques annonces, ou créez une alerte courriel, et nous vous suggérerons des logements semblables ici.',
      browse: 'Parcourir les logements',
    },
  },
};
