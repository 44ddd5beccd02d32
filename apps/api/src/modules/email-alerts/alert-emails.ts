// The alert emails, in the renter's language, as plain text plus HTML: "new-listings-alert" (the digest of a
// saved search: listing cards with photo, rent, beds and baths, address and link, a link to the whole search)
// and "price-drop-alert" (favourites whose rent went down). Each ends with the links to manage alerts and to
// unsubscribe from them all. Every value that comes from the database is escaped in the HTML.
import { formatMoney, formatNumber, type Locale, type Region, regionWords } from '@rentals/shared';
import type { ListingCard } from '@rentals/shared/resources/listings';
import { emailDocument } from '../../lib/email-layout.ts';
import { escapeHtml } from '../../lib/html.ts';
import { jpegRenditionUrl } from '../../lib/images.ts';
import { absoluteUrl } from '../seo/page-meta.ts';

export const NEW_LISTINGS_TEMPLATE = 'new-listings-alert';
export const PRICE_DROP_TEMPLATE = 'price-drop-alert';

export interface AlertEmail {
  subject: string;
  text: string;
  html: string;
  template: string;
  headers: Record<string, string>;
}

/** Who gets the email and the site's links for them. */
export interface AlertRecipient {
  firstName: string;
  locale: Locale;
  userHash: string;
}

export interface SiteContext {
  appUrl: string;
  siteName: string;
  region: Region;
}

/** A public page in the recipient's language: French pages live under /fr. */
const pageUrl = (site: SiteContext, locale: Locale, path: string) => absoluteUrl({ origin: site.appUrl, locale }, path);

/** The unsubscribe page the email links to, and the one-click address mail programs POST to (RFC 8058). */
export const unsubscribePageUrl = (site: SiteContext, recipient: AlertRecipient) =>
  pageUrl(site, recipient.locale, `/new-listings-alerts/unsubscribe/${encodeURIComponent(recipient.userHash)}`);
const unsubscribeApiUrl = (appUrl: string, userHash: string) =>
  `${appUrl}/api/new-listings-alerts/unsubscribe/${encodeURIComponent(userHash)}`;

/**
 * RFC 2369 and 8058 headers: mail programs show an "Unsubscribe" button that POSTs to the API address
 * (List-Unsubscribe=One-Click), no page visit needed.
 */
const listUnsubscribeHeaders = (site: SiteContext, recipient: AlertRecipient) => ({
  'List-Unsubscribe': `<${unsubscribeApiUrl(site.appUrl, recipient.userHash)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export const manageAlertsUrl = (site: SiteContext) => `${site.appUrl}/admin/email-alerts`;
const favouritesUrl = (site: SiteContext) => `${site.appUrl}/admin/favourite-listings`;

/** A photo URL as an email client can load it: absolute, on the site, JPEG (classic Outlook shows no WebP). */
const absolute = (appUrl: string, url: string) => {
  const jpeg = jpegRenditionUrl(url);
  return /^https?:\/\//.test(jpeg) ? jpeg : `${appUrl}${jpeg}`;
};

interface Words {
  hello: (name: string) => string;
  newSubject: (n: number, name: string) => string;
  newIntro: (n: number, name: string) => string;
  more: (n: number) => string;
  seeAll: string;
  perMonth: string;
  studio: string;
  beds: (n: number) => string;
  baths: (n: number) => string;
  dropSubject: (n: number) => string;
  dropIntro: (n: number) => string;
  was: (old: string) => string;
  why: (name: string, frequency: string) => string;
  whyDrop: string;
  frequencies: Record<string, string>;
  manage: string;
  unsubscribe: string;
  signature: (site: string) => string;
}

const T: Record<Locale, Words> = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    newSubject: (n: number, name: string) => `${formatNumber(n)} new ${n === 1 ? 'rental' : 'rentals'} for "${name}"`,
    newIntro: (n: number, name: string) =>
      n === 1
        ? `A new rental matches your saved search "${name}":`
        : `${formatNumber(n)} new rentals match your saved search "${name}":`,
    more: (n: number) => `And ${formatNumber(n)} more.`,
    seeAll: 'See every result of this search',
    perMonth: '/month',
    studio: 'Studio',
    beds: (n: number) => (n === 1 ? '1 bed' : `${n} beds`),
    baths: (n: number) => (n === 1 ? '1 bath' : `${n} baths`),
    dropSubject: (n: number) =>
      n === 1 ? 'A price drop on one of your favourites' : `Price drops on ${formatNumber(n)} of your favourites`,
    dropIntro: (n: number) =>
      n === 1 ? 'The rent of a listing you saved went down:' : 'The rent of listings you saved went down:',
    was: (old: string) => `was ${old}`,
    why: (name: string, frequency: string) =>
      `You receive this email because you saved the search "${name}" with ${frequency} email alerts.`,
    whyDrop: 'You receive this email because price-drop alerts are on for your favourites.',
    frequencies: { instant: 'instant', daily: 'daily', weekly: 'weekly' },
    manage: 'Manage your email alerts',
    unsubscribe: 'Unsubscribe from all email alerts',
    signature: (site: string) => `The ${site} team`,
  },
  fr: {
    hello: (name: string) => `Bonjour ${name},`,
    newSubject: (n: number, name: string) =>
      n === 1 ? `1 nouvelle location pour « ${name} »` : `${formatNumber(n)} nouvelles locations pour « ${name} »`,
    newIntro: (n: number, name: string) =>
      n === 1
        ? `Une nouvelle location correspond à votre recherche « ${name} » :`
        : `${formatNumber(n)} nouvelles locations correspondent à votre recherche « ${name} » :`,
    more: (n: number) => `Et ${formatNumber(n)} de plus.`,
    seeAll: 'Voir tous les résultats de cette recherche',
    perMonth: '/mois',
    studio: 'Studio',
    beds: (n: number) => (n === 1 ? '1 chambre' : `${n} chambres`),
    baths: (n: number) => (n === 1 ? '1 salle de bain' : `${n} salles de bain`),
    dropSubject: (n: number) =>
      n === 1 ? "Baisse de prix sur l'un de vos favoris" : `Baisse de prix sur ${formatNumber(n)} de vos favoris`,
    dropIntro: (n: number) =>
      n === 1
        ? "Le loyer d'une annonce que vous avez enregistrée a baissé :"
        : 'Le loyer de plusieurs annonces que vous avez enregistrées a baissé :',
    was: (old: string) => `au lieu de ${old}`,
    why: (name: string, frequency: string) =>
      `Vous recevez ce courriel parce que vous avez enregistré la recherche « ${name} » avec des alertes ${frequency}.`,
    whyDrop: 'Vous recevez ce courriel parce que les alertes de baisse de prix sont activées pour vos favoris.',
    frequencies: { instant: 'instantanées', daily: 'quotidiennes', weekly: 'hebdomadaires' },
    manage: 'Gérer vos alertes courriel',
    unsubscribe: 'Se désabonner de toutes les alertes courriel',
    signature: (site: string) => `L'équipe ${site}`,
  },
};

/** "2 beds · 1 bath" */
function rooms(w: Words, card: ListingCard) {
  return [card.beds === 0 ? w.studio : w.beds(card.beds), w.baths(card.baths)].join(' · ');
}

function address(card: ListingCard) {
  const street = card.unit ? `${card.unit} - ${card.streetAddress}` : card.streetAddress;
  return `${street}, ${card.cityName}, ${card.provinceCode}`;
}

/** A listing in the email: `note` is shown under the rent (the old rent of a price drop). */
interface Item {
  card: ListingCard;
  note?: string;
}

function itemText(w: Words, site: SiteContext, locale: Locale, { card, note }: Item) {
  return [
    card.title,
    `${formatMoney(card.rent)}${w.perMonth}${note ? ` (${note})` : ''} · ${rooms(w, card)}`,
    address(card),
    pageUrl(site, locale, card.path),
  ].join('\n');
}

function itemHtml(w: Words, site: SiteContext, locale: Locale, { card, note }: Item) {
  const link = escapeHtml(pageUrl(site, locale, card.path));
  const photo = card.photo
    ? `<a href="${link}"><img src="${escapeHtml(absolute(site.appUrl, card.photo.url))}" alt="${escapeHtml(card.photo.alt || card.title)}" width="560" style="display:block;width:100%;max-width:560px;height:auto;border-radius:6px;border:0"></a>`
    : '';
  return [
    '<tr><td style="padding:0 0 24px 0">',
    photo,
    `<p style="margin:8px 0 0;font-size:20px;font-weight:bold">${escapeHtml(formatMoney(card.rent))}<span style="font-size:14px;font-weight:normal">${escapeHtml(w.perMonth)}</span>${note ? ` <span style="font-size:14px;font-weight:normal;color:#666;text-decoration:line-through">${escapeHtml(note)}</span>` : ''}</p>`,
    `<p style="margin:4px 0 0">${escapeHtml(rooms(w, card))}</p>`,
    `<p style="margin:4px 0 0;color:#444">${escapeHtml(address(card))}</p>`,
    `<p style="margin:4px 0 0"><a href="${link}">${escapeHtml(card.title)}</a></p>`,
    '</td></tr>',
  ].join('');
}

interface Layout {
  subject: string;
  greeting: string;
  intro: string;
  items: Item[];
  /** Paragraphs (and links) after the listings. */
  after: { text: string; link?: string }[];
  footer: { text: string; link?: string }[];
}

function render(template: string, w: Words, site: SiteContext, recipient: AlertRecipient, layout: Layout): AlertEmail {
  const { locale } = recipient;
  const paragraph = (p: { text: string; link?: string }) => (p.link ? `${p.text}\n${p.link}` : p.text);
  const text = [
    layout.greeting,
    layout.intro,
    ...layout.items.map((item) => itemText(w, site, locale, item)),
    ...layout.after.map(paragraph),
    w.signature(site.siteName),
    '--',
    ...layout.footer.map(paragraph),
  ].join('\n\n');
  const link = (p: { text: string; link?: string }) =>
    p.link ? `<a href="${escapeHtml(p.link)}">${escapeHtml(p.text)}</a>` : escapeHtml(p.text);
  const html = emailDocument(
    locale,
    layout.subject,
    'margin:0;padding:16px;font-family:sans-serif;line-height:1.5;color:#222',
    [
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto">',
      `<tr><td><p>${escapeHtml(layout.greeting)}</p><p>${escapeHtml(layout.intro)}</p></td></tr>`,
      ...layout.items.map((item) => itemHtml(w, site, locale, item)),
      `<tr><td>${layout.after.map((p) => `<p>${link(p)}</p>`).join('')}<p>${escapeHtml(w.signature(site.siteName))}</p></td></tr>`,
      `<tr><td style="border-top:1px solid #ddd;padding-top:12px;font-size:13px;color:#666">${layout.footer
        .map((p) => `<p style="margin:4px 0">${link(p)}</p>`)
        .join('')}</td></tr>`,
      '</table>',
    ],
  );
  return { subject: layout.subject, text, html, template, headers: listUnsubscribeHeaders(site, recipient) };
}

export interface NewListingsDigest {
  alertName: string;
  frequency: string;
  /** The search page, without a language prefix. */
  searchPath: string;
  /** The listings shown (at most DIGEST_MAX_LISTINGS). */
  cards: ListingCard[];
  /** New matches beyond those shown. */
  more: number;
}

export function newListingsEmail(recipient: AlertRecipient, site: SiteContext, digest: NewListingsDigest): AlertEmail {
  const { locale } = recipient;
  const w = T[locale];
  const total = digest.cards.length + digest.more;
  const searchUrl = pageUrl(site, locale, digest.searchPath);
  return render(NEW_LISTINGS_TEMPLATE, w, site, recipient, {
    subject: w.newSubject(total, digest.alertName),
    greeting: w.hello(recipient.firstName),
    intro: w.newIntro(total, digest.alertName),
    items: digest.cards.map((card) => ({ card })),
    after: [...(digest.more > 0 ? [{ text: w.more(digest.more) }] : []), { text: w.seeAll, link: searchUrl }],
    footer: [
      { text: w.why(digest.alertName, w.frequencies[digest.frequency] ?? digest.frequency) },
      { text: w.manage, link: manageAlertsUrl(site) },
      { text: w.unsubscribe, link: unsubscribePageUrl(site, recipient) },
    ],
  });
}

export interface PriceDrop {
  card: ListingCard;
  /** Cents: the rent the renter last heard of. */
  oldRent: number;
}

/** `drops` are shown (at most DIGEST_MAX_LISTINGS); `more` drops beyond them are summed up with a link. */
export function priceDropEmail(recipient: AlertRecipient, site: SiteContext, drops: PriceDrop[], more = 0): AlertEmail {
  const w = T[recipient.locale];
  // Only our own words change with the region (favourite -> favorite in the US), never listing data or links.
  const words = (s: string) => regionWords(s, site.region);
  const total = drops.length + more;
  return render(PRICE_DROP_TEMPLATE, w, site, recipient, {
    subject: words(w.dropSubject(total)),
    greeting: w.hello(recipient.firstName),
    intro: w.dropIntro(total),
    items: drops.map((drop) => ({ card: drop.card, note: w.was(formatMoney(drop.oldRent)) })),
    after: more > 0 ? [{ text: w.more(more), link: favouritesUrl(site) }] : [],
    footer: [
      { text: words(w.whyDrop) },
      { text: w.manage, link: manageAlertsUrl(site) },
      { text: w.unsubscribe, link: unsubscribePageUrl(site, recipient) },
    ],
  });
}
