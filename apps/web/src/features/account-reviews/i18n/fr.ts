// French texts of the account reviews (the French pack, app/i18n-french.ts); English in en.ts.
import type { en } from './en.ts';

export const fr: typeof en = {
  accountReviews: {
    account: 'Compte',
    status: 'Statut',
    signal: 'Signal',
    score: 'Score',
    queued: 'Dans la file depuis',
    listings: 'Annonces',
    origin: 'Pourquoi',
    statuses: {
      open: 'En attente d’une décision',
      waiting: 'En attente',
      documents_requested: 'Documents demandés',
      approved: 'Approuvé',
      suspended: 'Suspendu',
      all: 'Tous',
    },
    origins: { new_landlord: 'Nouveau locateur', flagged: 'Signalé' },
    signals: {
      sharedContact: 'Coordonnées d’un compte suspendu',
      reusedPhotos: 'Photos utilisées par un autre compte',
      lowRent: 'Loyer très inférieur à la médiane de la ville',
      reusedText: 'Description copiée d’un autre compte',
      firstHourBurst: 'Beaucoup d’annonces dans la première heure',
      disposableEmail: 'Adresse courriel jetable',
    },
    explain: {
      sharedContact:
        'Un numéro de téléphone ou une adresse courriel de ce compte (le sien, ou ceux de ses annonces) appartient à un compte que le soutien a suspendu. Les fraudeurs reviennent souvent sous un autre nom avec les mêmes coordonnées.',
      reusedPhotos:
        'Des photos des annonces de ce compte ressemblent à des photos des annonces d’un autre compte (comparées par une empreinte de l’image : une copie redimensionnée ou réenregistrée correspond encore). Les fraudeurs copient les photos de vrais logements.',
      lowRent:
        'Le loyer est inférieur à {{threshold}} % du loyer médian des annonces actives ayant le même nombre de chambres dans la même ville. Une aubaine trop belle est l’appât classique.',
      reusedText:
        'Une description d’annonce est mot pour mot celle d’une annonce d’un autre compte (sans tenir compte de la casse, des espaces et de la ponctuation).',
      firstHourBurst:
        'Le compte a publié {{count}} annonces dans l’heure suivant son inscription (le signal commence à {{threshold}}). Un nouveau locateur honnête en publie rarement autant aussi vite.',
      disposableEmail:
        'Le compte s’est inscrit avec une adresse chez {{domain}}, un service de courriel jetable : elle peut être abandonnée après l’inscription.',
    },
    evidence: {
      lowRent:
        '{{title}} ({{city}}, {{beds}} chambres) : {{rent}} représente {{percent}} % de la médiane de {{median}} sur {{sample}} annonces',
      bitsApart: '{{distance}} bits d’écart sur 64',
      contactEmail: 'Le courriel {{value}}, aussi utilisé par le compte suspendu',
      contactPhone: 'Le téléphone {{value}}, aussi utilisé par le compte suspendu',
      ownedBy: 'appartenant à',
      listingNumber: 'l’annonce no {{id}}',
      unknownOwner: 'aucun propriétaire',
    },
    weight: '+{{weight}}',
    scoreParts: 'Score de {{score}} sur 100 : la somme des poids des signaux.',
    noSignals: 'Aucun signal de fraude pour ce compte.',
    signalsTitle: 'Signaux de fraude',
    accountTitle: 'Le compte',
    listingsTitle: 'Ses annonces',
    reasonsTitle: 'Pourquoi il est dans la file',
    noListings: 'Ce compte n’a aucune annonce.',
    noReasons: 'Un nouveau locateur : chaque nouveau locateur est vérifié une fois.',
    email: 'Courriel',
    phone: 'Téléphone',
    company: 'Entreprise',
    joined: 'Inscrit le',
    lastLogin: 'Dernière connexion',
    accountStatus: 'Statut du compte',
    never: 'Jamais',
    none: '—',
    title: 'Titre',
    rent: 'Loyer',
    city: 'Ville',
    created: 'Créée le',
    decide: 'Décision',
    decideHint: 'Décidez après avoir examiné les signaux et les annonces.',
    decidedBy: '{{decision}} par {{name}} le {{date}}',
    decidedBySystem: 'le système',
    note: 'Note pour l’équipe (facultative)',
    message: 'Message au locateur',
    messageHint:
      'Précisez les documents nécessaires (pièce d’identité, bail, preuve de propriété). Il est envoyé par courriel à {{email}}.',
    approve: 'Approuver',
    requestDocuments: 'Demander des documents',
    suspend: 'Suspendre',
    send: 'Envoyer la demande',
    cancel: 'Annuler',
    confirmApprove: 'Approuver {{name}}?',
    confirmApproveBody: 'Le compte quitte la file et reste tel quel.',
    confirmSuspend: 'Suspendre {{name}}?',
    confirmSuspendBody:
      'Le compte est suspendu et déconnecté partout, et ses {{count}} annonces sont retirées de la recherche. Seul le soutien peut lever la retenue sur les annonces.',
    confirmDocuments: 'Envoyer cette demande à {{email}}?',
    alreadyDecided: 'Une décision a été prise pour ce compte : {{decision}}.',
    reviewFor: 'Vérification de {{name}}',
    viewAccount: 'Ouvrir le compte',
  },
};
