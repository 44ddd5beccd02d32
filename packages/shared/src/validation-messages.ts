// English and French validation messages ("The email field is required." style), used by the API's 422
// answers and by the web forms, so a user reads the same sentence whichever side caught the mistake.
import type { z } from 'zod';
import type { Locale } from './api.ts';

type Params = Record<string, string | number>;

const en = {
  required: 'The :attribute field is required.',
  string: 'The :attribute field must be a string.',
  numeric: 'The :attribute field must be a number.',
  integer: 'The :attribute field must be an integer.',
  boolean: 'The :attribute field must be true or false.',
  array: 'The :attribute field must be an array.',
  date: 'The :attribute field must be a valid date.',
  email: 'The :attribute field must be a valid email address.',
  url: 'The :attribute field must be a valid URL.',
  regex: 'The :attribute field format is invalid.',
  in: 'The selected :attribute is invalid.',
  'min.string': 'The :attribute field must be at least :min characters.',
  'max.string': 'The :attribute field must not be greater than :max characters.',
  'min.numeric': 'The :attribute field must be at least :min.',
  'max.numeric': 'The :attribute field must not be greater than :max.',
  'min.array': 'The :attribute field must have at least :min items.',
  'max.array': 'The :attribute field must not have more than :max items.',
  confirmed: 'The :attribute field confirmation does not match.',
  unique: 'The :attribute has already been taken.',
  current_password: 'The password is incorrect.',
  failed: 'These credentials do not match our records.',
  password_mixed: 'The :attribute field must contain at least one uppercase and one lowercase letter.',
  password_numbers: 'The :attribute field must contain at least one number.',
  invalid_code: 'The :attribute is invalid or has expired.',
  unknown: 'The :attribute field is not allowed.',
  invalid: 'The :attribute field is invalid.',
  date_between: 'The :attribute field must be a date between :min and :max.',
  not_zero: 'The :attribute field must not be zero.',
  accepted: 'The :attribute must be accepted.',
  // uploads (resources/uploads.ts): the file is named, with the reason
  'file.max': 'The file ":name" is larger than :max MB.',
  'file.type': 'The file ":name" is not an accepted type (:types).',
  'file.text': 'The file ":name" is not UTF-8 text.',
  'file.empty': 'The file ":name" is empty.',
  'file.corrupt': 'The file ":name" is damaged or cannot be read.',
  'file.pixels': 'The image ":name" is too large (:width × :height pixels); the most is :max megapixels.',
  // an image shown on public pages (a company logo): only a file uploaded here, never another address
  own_upload: 'The :attribute field must be an image uploaded to this site.',
  // landlord portal: listing photos (resources/landlord-photos.ts)
  'photos.max': 'A listing can have at most :max photos.',
  'photos.order': "The :attribute field must list each of the listing's photos exactly once.",
  // back office: ecommerce settings, credit bundles, promo codes (resources/ecommerce-settings.ts, ...)
  after_start: 'The :attribute field must be later than the start.',
  // the blog (resources/posts.ts)
  future: 'The :attribute field must be a moment in the future.',
  distinct: 'The :attribute field has a duplicate value.',
  // back office: the menu editor (resources/menu-items.ts)
  internal_path: 'The :attribute field must be a path on this site starting with /, like /blog.',
  menu_link: 'Give either a path on this site or an external URL, not both.',
  menu_depth: 'Menu items can be nested one level deep only.',
  menu_tree: 'Each item of this menu must be listed exactly once.',
  menu_cycle: 'An item cannot be placed inside itself.',
  menu_parent: 'The :attribute field must be a top-level item of the same menu.',
  // back office: places (resources/places.ts)
  slug: 'The :attribute field may contain only lowercase letters, digits and single hyphens, like saint-john.',
  reserved_slug: 'The :attribute is reserved for another page (area, favourites).',
  'metro.province': 'The :attribute field may only list cities of the same province or state.',
  // pages (resources/pages.ts)
  page_path:
    'The :attribute must look like /about-us or /guides/toronto: lowercase letters, digits and single hyphens.',
  reserved_path:
    'The :attribute starts with a part the site already uses (like /admin, /blog or the listings). Choose another.',
  // commerce (resources/billing.ts)
  postal_code: 'The :attribute field must be a postal code like :example.',
  phone_number: 'The :attribute field must be a phone number of 7 to 20 digits, like (416) 555-0100.',
  'promo.unknown': 'This promo code does not exist.',
  'promo.not_started': 'This promo code is not valid yet.',
  'promo.expired': 'This promo code has expired.',
  'promo.used_up': 'This promo code has been used as many times as it can be.',
  'promo.company_limit': 'Your company has already used this promo code.',
  'promo.bundle': 'This promo code does not apply to this bundle.',
  'card.number': 'The card number is not valid. In test mode, use a test card such as 4242 4242 4242 4242.',
  'card.unsupported':
    'This card number is not one of the test cards: use 4242 4242 4242 4242 for a payment that succeeds.',
  'card.expired': 'The card has expired.',
  'card.cvc': 'The security code must be 3 or 4 digits.',
  'card.required': 'Save a card first: the renewal is paid with it.',
  'card.declined': 'The card was declined. Try another card.',
  'card.authentication': 'This card asks for your bank’s confirmation: save it while paying instead.',
} as const;

export type ValidationRule = keyof typeof en;

const fr: Record<ValidationRule, string> = {
  required: 'Le champ :attribute est obligatoire.',
  string: 'Le champ :attribute doit être une chaîne de caractères.',
  numeric: 'Le champ :attribute doit contenir un nombre.',
  integer: 'Le champ :attribute doit être un entier.',
  boolean: 'Le champ :attribute doit être vrai ou faux.',
  array: 'Le champ :attribute doit être un tableau.',
  date: "Le champ :attribute n'est pas une date valide.",
  email: 'Le champ :attribute doit être une adresse courriel valide.',
  url: "Le format de l'URL de :attribute n'est pas valide.",
  regex: 'Le format du champ :attribute est invalide.',
  in: "Le champ :attribute sélectionné n'est pas valide.",
  'min.string': 'Le texte :attribute doit contenir au moins :min caractères.',
  'max.string': 'Le texte :attribute ne peut pas contenir plus de :max caractères.',
  'min.numeric': 'La valeur de :attribute doit être supérieure ou égale à :min.',
  'max.numeric': 'La valeur de :attribute ne peut pas être supérieure à :max.',
  'min.array': 'Le tableau :attribute doit contenir au moins :min éléments.',
  'max.array': 'Le tableau :attribute ne peut pas contenir plus de :max éléments.',
  confirmed: 'Le champ de confirmation :attribute ne correspond pas.',
  unique: 'La valeur du champ :attribute est déjà utilisée.',
  current_password: 'Le mot de passe est incorrect.',
  failed: 'Ces identifiants ne correspondent pas à nos enregistrements.',
  password_mixed: 'Le champ :attribute doit contenir au moins une majuscule et une minuscule.',
  password_numbers: 'Le champ :attribute doit contenir au moins un chiffre.',
  invalid_code: 'Le champ :attribute est invalide ou a expiré.',
  unknown: "Le champ :attribute n'est pas autorisé.",
  invalid: 'Le champ :attribute est invalide.',
  date_between: 'Le champ :attribute doit être une date entre le :min et le :max.',
  not_zero: 'Le champ :attribute ne doit pas être zéro.',
  accepted: 'Les :attribute doivent être acceptées.',
  'file.max': 'Le fichier « :name » dépasse :max Mo.',
  'file.type': 'Le fichier « :name » n’est pas d’un type accepté (:types).',
  'file.text': 'Le fichier « :name » n’est pas un texte UTF-8.',
  'file.empty': 'Le fichier « :name » est vide.',
  'file.corrupt': 'Le fichier « :name » est endommagé ou illisible.',
  'file.pixels': 'L’image « :name » est trop grande (:width × :height pixels) ; le maximum est de :max mégapixels.',
  own_upload: 'Le champ :attribute doit être une image téléversée sur ce site.',
  'photos.max': 'Une annonce peut avoir au plus :max photos.',
  'photos.order': 'Le champ :attribute doit nommer chacune des photos de l’annonce une seule fois.',
  after_start: 'Le champ :attribute doit être postérieur au début.',
  future: 'Le champ :attribute doit être un moment dans le futur.',
  distinct: 'Le champ :attribute contient une valeur en double.',
  internal_path: 'Le champ :attribute doit être un chemin de ce site commençant par /, comme /blog.',
  menu_link: 'Indiquez soit un chemin de ce site, soit une adresse externe, mais pas les deux.',
  menu_depth: 'Les éléments de menu ne peuvent être imbriqués que sur un niveau.',
  menu_tree: 'Chaque élément de ce menu doit figurer une seule fois.',
  menu_cycle: 'Un élément ne peut pas être placé à l’intérieur de lui-même.',
  menu_parent: 'Le champ :attribute doit être un élément de premier niveau du même menu.',
  // back office: places (resources/places.ts)
  slug: 'Le champ :attribute ne peut contenir que des minuscules, des chiffres et des traits d’union simples, comme saint-john.',
  reserved_slug: 'Cet :attribute est réservé à une autre page (area, favourites).',
  'metro.province': 'Le champ :attribute ne peut contenir que des villes de la même province ou du même État.',
  page_path:
    'Le champ :attribute doit ressembler à /a-propos ou /guides/toronto : minuscules, chiffres et traits d’union simples.',
  reserved_path:
    'Le champ :attribute commence par une partie que le site utilise déjà (comme /admin, /blog ou les annonces). Choisissez-en une autre.',
  postal_code: 'Le champ :attribute doit être un code postal comme :example.',
  phone_number: 'Le champ :attribute doit être un numéro de téléphone de 7 à 20 chiffres, comme (416) 555-0100.',
  'promo.unknown': 'Ce code promo n’existe pas.',
  'promo.not_started': 'Ce code promo n’est pas encore valide.',
  'promo.expired': 'Ce code promo a expiré.',
  'promo.used_up': 'Ce code promo a été utilisé autant de fois que possible.',
  'promo.company_limit': 'Votre entreprise a déjà utilisé ce code promo.',
  'promo.bundle': 'Ce code promo ne s’applique pas à ce forfait.',
  'card.number':
    'Le numéro de carte n’est pas valide. En mode test, utilisez une carte de test comme 4242 4242 4242 4242.',
  'card.unsupported':
    'Ce numéro n’est pas une carte de test : utilisez 4242 4242 4242 4242 pour un paiement qui réussit.',
  'card.expired': 'La carte est expirée.',
  'card.cvc': 'Le code de sécurité doit compter 3 ou 4 chiffres.',
  'card.required': 'Enregistrez d’abord une carte : le renouvellement est payé avec elle.',
  'card.declined': 'La carte a été refusée. Essayez une autre carte.',
  'card.authentication': 'Cette carte demande la confirmation de votre banque : enregistrez-la plutôt en payant.',
};

/**
 * How fields are named in French messages; English names are derived from the key ("firstName" -> "first
 * name"). Every field of the shared resource schemas has one (validation-messages.test.ts checks it).
 */
export const FR_ATTRIBUTES: Readonly<Record<string, string>> = {
  // accounts
  email: 'adresse courriel',
  password: 'mot de passe',
  password_confirmation: 'confirmation du mot de passe',
  current_password: 'mot de passe actuel',
  firstName: 'prénom',
  lastName: 'nom',
  phone: 'téléphone',
  photo: 'photo',
  remember: 'se souvenir de moi',
  name: 'nom',
  companyName: "nom de l'entreprise",
  website: 'site web',
  address: 'adresse',
  addressCont: "complément d'adresse",
  city: 'ville',
  province: 'province',
  postalCode: 'code postal',
  logo: 'logo',
  taxCompanyName: "nom de l'entreprise (reçus fiscaux)",
  taxCompanyAddress: "adresse de l'entreprise (reçus fiscaux)",
  taxCompanyAddressCont: "complément d'adresse de l'entreprise (reçus fiscaux)",
  taxCompanyWebsite: "site web de l'entreprise (reçus fiscaux)",
  code: 'code',
  token: 'jeton',
  locale: 'langue',
  type: 'type',
  // back office: lists, users, roles, permissions, audit log
  action: 'action',
  status: 'statut',
  role: 'rôle',
  roleIds: 'rôles',
  roleId: 'rôle',
  companyId: 'entreprise',
  description: 'description',
  label: 'libellé',
  permission: 'permission',
  permissions: 'permissions',
  changes: 'modifications',
  granted: 'accordée',
  dryRun: 'simulation',
  resource: 'ressource',
  recordId: 'enregistrement',
  actorId: 'auteur',
  from: 'du',
  to: 'au',
  // back office: companies and their users
  hasListings: 'avec annonces',
  userId: 'utilisateur',
  move: 'déplacer',
  // site
  value: 'valeur',
  settings: 'paramètres',
  isEnabled: 'activé',
  isPublic: 'public',
  moduleId: 'module',
  key: 'clé',
  id: 'identifiant',
  // uploads
  file: 'fichier',
  // the kind of an upload (a file) or of a promo code
  kind: 'type',
  // listings, search, inquiries and reports
  moveInDate: "date d'emménagement",
  reason: 'motif',
  details: 'détails',
  message: 'message',
  listingId: 'annonce',
  keyword: 'mot-clé',
  bounds: 'limites de la carte',
  zoom: 'zoom',
  beds: 'chambres',
  baths: 'salles de bain',
  minBaths: 'salles de bain minimum',
  maxBaths: 'salles de bain maximum',
  minRate: 'loyer minimum',
  maxRate: 'loyer maximum',
  minSqft: 'superficie minimum',
  maxSqft: 'superficie maximum',
  amenities: 'commodités',
  utilities: 'services inclus',
  petPolicies: 'politique sur les animaux',
  rentalTypes: 'types de logement',
  furnished: 'meublé',
  sort: 'tri',
  page: 'page',
  cityId: 'ville',
  metroAreaId: 'région métropolitaine',
  provinceId: 'province',
  ids: 'annonces',
  path: 'chemin',
  q: 'recherche',
  // support search: the quick filter of /support/users/{filter} and the others
  filter: 'filtre',
  // points of interest and the distance sort
  icon: 'icône',
  latitude: 'latitude',
  longitude: 'longitude',
  near: 'point de référence',
  removedIds: 'identifiants exclus',
  // renter area: favourites, recommendations, profile and email alerts
  favouriteListings: 'annonces favorites',
  active: 'actif',
  alreadySeenIds: 'annonces déjà vues',
  perPage: 'résultats par page',
  budgetMin: 'budget minimum',
  budgetMax: 'budget maximum',
  householdSize: 'taille du ménage',
  pets: 'animaux',
  preferredCityIds: 'secteurs préférés',
  contactMethods: 'moyens de contact',
  priceDropAlerts: 'alertes de baisse de prix',
  emailAlertsEnabled: 'alertes par courriel',
  seenRecommendedIntro: 'introduction vue',
  criteria: 'critères de recherche',
  searchPath: 'page de recherche',
  frequency: 'fréquence',
  paused: 'en pause',
  // personal API tokens and two-factor sign-in
  expiresInDays: 'expiration',
  expiresAt: "date d'expiration",
  challenge: 'étape de connexion',
  recoveryCode: 'code de récupération',
  // landlord portal: listings (modules/landlord/listings)
  title: 'titre',
  descriptionFr: 'description en français',
  streetAddress: 'adresse',
  unit: 'appartement',
  lat: 'latitude',
  lng: 'longitude',
  rent: 'loyer',
  deposit: 'dépôt',
  sqft: 'superficie',
  rentalType: 'type de logement',
  parking: 'stationnement',
  availableDate: 'date de disponibilité',
  leaseTerm: 'durée du bail',
  contactName: 'nom de la personne-ressource',
  contactPhone: 'téléphone de la personne-ressource',
  contactEmail: 'courriel de la personne-ressource',
  fees: 'frais',
  amount: 'montant',
  requirement: 'obligation',
  // landlord portal: leads (modules/landlord/leads)
  notes: 'notes',
  // landlord portal: listing photos (modules/landlord/photos)
  uploadId: 'fichier téléversé',
  photoIds: 'photos',
  alt: 'description de la photo',
  // back office: ecommerce settings, credit bundles and promo codes (modules/commerce/admin)
  creditPrices: 'prix en crédits',
  memberPrices: 'prix pour les membres',
  activation: 'activation',
  featuredActivation: 'activation en vedette',
  daily: 'par jour',
  featuredDaily: 'par jour en vedette',
  currencies: 'devises',
  CA: 'devise au Canada',
  US: 'devise aux États-Unis',
  legalName: 'raison sociale',
  legalAddress: 'adresse du siège',
  taxRegistrations: "numéros d'inscription aux taxes",
  number: 'numéro',
  receiptPrefix: 'préfixe des reçus',
  taxRates: 'taux de taxe',
  country: 'pays',
  rate: 'taux',
  nameFr: 'nom en français',
  credits: 'crédits',
  price: 'prix',
  bonusCredits: 'crédits en prime',
  membershipMonths: "mois d'adhésion",
  activeFrom: 'début de la période active',
  activeTo: 'fin de la période active',
  position: 'position',
  validFrom: 'début de validité',
  validTo: 'fin de validité',
  maxRedemptions: "nombre maximal d'utilisations",
  maxPerCompany: "nombre maximal d'utilisations par entreprise",
  bundleIds: 'forfaits',
  // the menu editor (resources/menu-items.ts)
  titleFr: 'titre en français',
  url: 'chemin',
  externalUrl: 'adresse externe',
  target: 'cible',
  pageType: 'type de page',
  menuId: 'menu',
  parentId: 'élément parent',
  items: 'éléments',
  // places (resources/places.ts)
  slug: "identifiant d'URL",
  population: 'population',
  introEn: 'introduction en anglais',
  introFr: 'introduction en français',
  cityIds: 'villes membres',
  // FAQs and content blocks (resources/faqs.ts, resources/content-blocks.ts)
  question: 'question',
  answer: 'réponse',
  category: 'catégorie',
  isPublished: 'publiée',
  body: 'texte',
  subtitle: 'sous-titre',
  searchPlaceholder: 'texte indicatif de la recherche',
  buttonLabel: 'libellé du bouton',
  // the blog (resources/posts.ts); body is named above
  excerpt: 'extrait',
  language: 'langue',
  translationId: 'traduction',
  coverImage: 'image de couverture',
  coverAlt: "texte alternatif de l'image de couverture",
  coverWidth: "largeur de l'image de couverture",
  coverHeight: "hauteur de l'image de couverture",
  categoryIds: 'catégories',
  publishAt: 'date de publication',
  seoTitle: 'titre SEO',
  seoDescription: 'description SEO',
  slugFr: "identifiant d'URL en français",
  // pages and page types (resources/pages.ts)
  pageTypeId: 'type de page',
  fieldValues: 'champs du type de page',
  layout: 'mise en page',
  fields: 'champs',
  labelFr: 'libellé en français',
  required: 'obligatoire',
  // forms and their submissions (resources/forms.ts)
  recipients: 'destinataires',
  successMessage: 'message de confirmation',
  successMessageFr: 'message de confirmation en français',
  submitLabel: "libellé du bouton d'envoi",
  submitLabelFr: "libellé du bouton d'envoi en français",
  options: 'choix',
  minLength: 'longueur minimale',
  maxLength: 'longueur maximale',
  pattern: 'format',
  values: 'réponses',
  formId: 'formulaire',
  pagePath: 'page',
  // account import and claim (resources/account-import.ts)
  terms: "conditions d'utilisation",
  companyPhone: "téléphone de l'entreprise",
};

/** English names that the field's own name would not give (a landlord picks a city, not a "city id"). */
const EN_ATTRIBUTES: Readonly<Record<string, string>> = {
  cityId: 'city',
  // the ecommerce settings' currency of each country (currencies.CA, currencies.US)
  CA: 'currency for Canada',
  US: 'currency for the United States',
  bundleIds: 'bundles',
  nameFr: 'French name',
  titleFr: 'French title',
  url: 'path',
  externalUrl: 'external URL',
  parentId: 'parent item',
  slug: 'URL slug',
  lat: 'latitude',
  lng: 'longitude',
  introEn: 'English intro',
  introFr: 'French intro',
  cityIds: 'member cities',
  translationId: 'translation',
  categoryIds: 'categories',
  publishAt: 'publish date',
  seoTitle: 'SEO title',
  seoDescription: 'SEO description',
  slugFr: 'French URL slug',
  // the renter profile's form labels (features/renter-profile), not "budget max"
  budgetMin: 'minimum budget',
  budgetMax: 'maximum budget',
  householdSize: 'number of people in your household',
  // pages (resources/pages.ts): the form's "Page type", not "page type id"
  pageTypeId: 'page type',
};

export function attributeName(field: string, locale: Locale): string {
  const last = field.split('.').pop() ?? field;
  if (locale === 'fr' && FR_ATTRIBUTES[last]) return FR_ATTRIBUTES[last];
  if (locale === 'en' && EN_ATTRIBUTES[last]) return EN_ATTRIBUTES[last];
  return last
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

export function validationMessage(rule: ValidationRule, field: string, locale: Locale, params: Params = {}): string {
  const template = (locale === 'fr' ? fr : en)[rule] ?? en.invalid;
  // A field named by its form's label rather than its key passes its names as `attributeEn` / `attributeFr`.
  const named = params[locale === 'fr' ? 'attributeFr' : 'attributeEn'];
  const values: Params = { attribute: attributeName(field, locale), ...params, ...(named ? { attribute: named } : {}) };
  return template.replace(/:([a-z_]+)/g, (match, key: string) => String(values[key] ?? match));
}

/** A refinement names its rule through `params: { rule }`, e.g. `{ params: { rule: 'confirmed' } }`. */
export function ruleParams(rule: ValidationRule, extra: Params = {}) {
  return { params: { rule, ...extra } };
}

/**
 * zod leaves `input` out of issues unless parsing asked for it (reportInput), so a missing value is
 * recognised from the input when present, else from zod's own wording ("..., received undefined").
 */
function isMissing(issue: z.core.$ZodIssue): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null;
  return /received (undefined|null)\b/.test(issue.message);
}

/** An empty string that failed a format or length check was left empty: it says "is required". */
const isEmpty = (issue: z.core.$ZodIssue) => 'input' in issue && issue.input === '';

/**
 * The issue that explains a failed union such as `z.union([z.literal(''), phoneField])`: the first issue of
 * the first branch that failed for a reason other than "not this literal", so a bad phone says what a
 * phone must be rather than "the field is invalid".
 */
function unionBranchIssue(issue: z.core.$ZodIssueInvalidUnion): z.core.$ZodIssue | undefined {
  const branches = issue.errors.filter((branch) => branch.length > 0);
  const telling = branches.find((branch) => branch.some((i) => i.code !== 'invalid_value')) ?? branches[0];
  return telling?.find((i) => i.code !== 'invalid_value') ?? telling?.[0];
}

/** Maps one zod issue to our rule names, so every schema gets the Laravel-style messages for free. */
export function issueRule(issue: z.core.$ZodIssue): { rule: ValidationRule; params?: Params } {
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue)) return { rule: 'required' };
      switch (issue.expected) {
        case 'number':
        case 'bigint':
          return { rule: 'numeric' };
        case 'int':
          return { rule: 'integer' };
        case 'boolean':
          return { rule: 'boolean' };
        case 'array':
          return { rule: 'array' };
        case 'date':
          return { rule: 'date' };
        default:
          return { rule: 'string' };
      }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        // Without reportInput the input is unknown, but a string shorter than 1 can only be empty.
        return isEmpty(issue) || min <= 1 ? { rule: 'required' } : { rule: 'min.string', params: { min } };
      }
      if (issue.origin === 'array' || issue.origin === 'set') return { rule: 'min.array', params: { min } };
      return { rule: 'min.numeric', params: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { rule: 'max.string', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') return { rule: 'max.array', params: { max } };
      return { rule: 'max.numeric', params: { max } };
    }
    case 'invalid_format':
      if (isEmpty(issue)) return { rule: 'required' };
      if (issue.format === 'email') return { rule: 'email' };
      if (issue.format === 'url') return { rule: 'url' };
      if (issue.format === 'date' || issue.format === 'datetime') return { rule: 'date' };
      return { rule: 'regex' };
    case 'invalid_value':
      // An enum left empty ("Choose a reason") is missing, not a wrong choice.
      return isMissing(issue) || isEmpty(issue) ? { rule: 'required' } : { rule: 'in' };
    case 'unrecognized_keys':
      return { rule: 'unknown' };
    case 'custom': {
      const rule = issue.params?.rule as ValidationRule | undefined;
      return rule ? { rule, params: issue.params as Params } : { rule: 'invalid' };
    }
    case 'invalid_union': {
      const branch = unionBranchIssue(issue);
      return branch ? issueRule(branch) : { rule: 'invalid' };
    }
    default:
      return { rule: 'invalid' };
  }
}

/** zod issues -> `{ field: [messages] }`, the `errors` member of a 422 answer. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], locale: Locale): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const required = new Set<string>();
  for (const issue of issues) {
    const fields =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key].join('.'))
        : [issue.path.map(String).join('.') || 'body'];
    for (const field of fields) {
      const { rule, params } = issueRule(issue);
      if (required.has(field)) continue;
      const message = validationMessage(rule, field, locale, params);
      // Like Laravel: an empty required field says only that it is required (not also "invalid email").
      if (rule === 'required') required.add(field);
      const list = rule === 'required' ? [] : (errors[field] ?? []);
      if (!list.includes(message)) list.push(message);
      errors[field] = list;
    }
  }
  return errors;
}

/** The summary line Laravel puts in `message`: the first error, and how many more. */
export function summaryMessage(errors: Record<string, string[]>, locale: Locale): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? (locale === 'fr' ? 'Les données fournies sont invalides.' : 'The given data was invalid.');
  const more = all.length - 1;
  if (more <= 0) return first;
  if (locale === 'fr') return `${first} (et ${more} erreur${more > 1 ? 's' : ''} de plus)`;
  return `${first} (and ${more} more error${more > 1 ? 's' : ''})`;
}
