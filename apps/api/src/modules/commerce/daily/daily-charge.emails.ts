// The nightly charge's two emails to a company's landlords, in each one's language: 'listings-paused' (the
// credits did not cover every live listing: which were paused, and how to buy credits and resume them) and
// 'credits-low' (the credits cover LOW_CREDIT_DAYS days or fewer at the current usage; sent once per run-down).
import type { Locale } from '@rentals/shared';
import { type EmailBlock, type EmailContent, emailSignature, renderEmail } from '../../../lib/email-layout.ts';

export const PAUSED_TEMPLATE = 'listings-paused';
export const LOW_CREDITS_TEMPLATE = 'credits-low';
/** The warning goes out when the credits cover this many days or fewer at the current usage. */
export const LOW_CREDIT_DAYS = 3;
/** Paused listings named in the email; the rest are counted ("and 12 more"). */
export const PAUSED_LISTED_MAX = 20;

export interface ChargeRecipient {
  firstName: string;
  locale: Locale;
}

export interface PortalLinks {
  /** /portal/billing: buy credits. */
  billingUrl: string;
  /** /portal/listings?status=paused: resume them. */
  pausedListingsUrl: string;
}

/** "2026-11-25" -> "November 25, 2026" / "25 novembre 2026". */
export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

const number = (n: number, locale: Locale) => new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-US').format(n);

export interface PausedFacts {
  day: string;
  /** The credits left after the day's charge. */
  credits: number;
  /** How many listings were paused, and the titles of the first PAUSED_LISTED_MAX of them. */
  paused: number;
  titles: string[];
}

export function listingsPausedEmail(
  recipient: ChargeRecipient,
  facts: PausedFacts,
  links: PortalLinks,
): EmailContent<typeof PAUSED_TEMPLATE> {
  const { locale } = recipient;
  const fr = locale === 'fr';
  const n = facts.paused;
  const day = formatDay(facts.day, locale);
  const more = n - facts.titles.length;
  const list: EmailBlock[] = facts.titles.map(
    (title) => `• ${title || (fr ? 'Annonce sans titre' : 'Untitled listing')}`,
  );
  if (more > 0) list.push(fr ? `… et ${number(more, locale)} de plus` : `… and ${number(more, locale)} more`);
  const subject = fr
    ? `${number(n, locale)} ${n > 1 ? 'annonces mises' : 'annonce mise'} en pause : crédits insuffisants`
    : `${number(n, locale)} ${n > 1 ? 'listings' : 'listing'} paused: not enough credits`;
  return renderEmail(locale, PAUSED_TEMPLATE, subject, [
    fr ? `Bonjour ${recipient.firstName},` : `Hello ${recipient.firstName},`,
    fr
      ? `Vos crédits ne suffisaient pas à garder toutes vos annonces en ligne le ${day}. Nous avons gardé vos annonces en vedette, puis les plus récemment publiées, et mis en pause ${n > 1 ? `les ${number(n, locale)} suivantes` : 'la suivante'} (elles ne sont pas facturées tant qu'elles sont en pause) :`
      : `Your credits did not cover all of your live listings on ${day}. We kept your featured listings first, then the most recently published, and paused ${n > 1 ? `these ${number(n, locale)}` : 'this one'} (paused listings are not charged):`,
    ...list,
    { label: fr ? 'Crédits restants' : 'Credits left', value: number(facts.credits, locale) },
    fr
      ? 'Achetez des crédits, puis réactivez vos annonces en pause : elles reviennent en ligne sans frais de publication.'
      : 'Buy credits, then resume your paused listings: they go back online without paying to publish them again.',
    { link: links.billingUrl, text: fr ? 'Acheter des crédits' : 'Buy credits' },
    { link: links.pausedListingsUrl, text: fr ? 'Vos annonces en pause' : 'Your paused listings' },
    emailSignature(locale),
  ]);
}

export interface LowCreditFacts {
  credits: number;
  /** What the live listings cost a day (the day just charged). */
  dailyUsage: number;
  /** The whole days the credits still cover. */
  daysLeft: number;
}

export function creditsLowEmail(
  recipient: ChargeRecipient,
  facts: LowCreditFacts,
  links: PortalLinks,
): EmailContent<typeof LOW_CREDITS_TEMPLATE> {
  const { locale } = recipient;
  const fr = locale === 'fr';
  const days = facts.daysLeft;
  const when = fr
    ? days === 0
      ? 'dès demain'
      : `dans ${number(days, locale)} jour${days > 1 ? 's' : ''}`
    : days === 0
      ? 'tomorrow'
      : `in ${number(days, locale)} day${days > 1 ? 's' : ''}`;
  return renderEmail(
    locale,
    LOW_CREDITS_TEMPLATE,
    fr ? `Vos crédits seront épuisés ${when}` : `Your credits run out ${when}`,
    [
      fr ? `Bonjour ${recipient.firstName},` : `Hello ${recipient.firstName},`,
      fr
        ? `Vos annonces en ligne utilisent ${number(facts.dailyUsage, locale)} crédit${facts.dailyUsage > 1 ? 's' : ''} par jour et il vous en reste ${number(facts.credits, locale)} : ils seront épuisés ${when}. Les annonces que vos crédits ne couvrent plus seront alors mises en pause.`
        : `Your live listings use ${number(facts.dailyUsage, locale)} credit${facts.dailyUsage > 1 ? 's' : ''} a day and you have ${number(facts.credits, locale)} left: they run out ${when}. Listings your credits no longer cover will then be paused.`,
      fr
        ? 'Achetez des crédits maintenant pour garder vos annonces en ligne.'
        : 'Buy credits now to keep your listings online.',
      { link: links.billingUrl, text: fr ? 'Acheter des crédits' : 'Buy credits' },
      fr
        ? `C'est le seul rappel que nous vous enverrons tant que vos crédits ne couvriront pas de nouveau plus de ${LOW_CREDIT_DAYS} jours.`
        : `This is the only reminder we send until your credits cover more than ${LOW_CREDIT_DAYS} days again.`,
      emailSignature(locale),
    ],
  );
}
