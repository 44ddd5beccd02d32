// The emails of a report's outcome, in the recipient's language: to the landlord (support's message, with
// a link to the listing in the portal) and to each reporter who left an address (the outcome in general
// words: never the agent's note, nor who the landlord is).
import type { Locale } from '@rentals/shared';
import type { ReportOutcome } from '@rentals/shared/resources/support-reports';
import { type EmailContent, emailSignature, renderEmail } from '../../lib/email-layout.ts';

const REPORTER_OUTCOME: Record<ReportOutcome, Record<Locale, string>> = {
  dismiss: {
    en: 'We reviewed the listing and found that it follows our rules, so it stays online.',
    fr: 'Nous avons examiné l’annonce et elle respecte nos règles : elle reste en ligne.',
  },
  'ask-fix': {
    en: 'We reviewed the listing and asked the landlord to correct it.',
    fr: 'Nous avons examiné l’annonce et demandé au propriétaire de la corriger.',
  },
  hide: {
    en: 'We reviewed the listing and have taken it offline.',
    fr: 'Nous avons examiné l’annonce et l’avons retirée du site.',
  },
  remove: {
    en: 'We reviewed the listing and have removed it.',
    fr: 'Nous avons examiné l’annonce et l’avons supprimée.',
  },
};

export function reporterOutcomeEmail(
  locale: Locale,
  listingTitle: string,
  outcome: ReportOutcome,
): EmailContent<'report-outcome'> {
  const fr = locale === 'fr';
  return renderEmail(
    locale,
    'report-outcome',
    fr ? 'Votre signalement a été traité' : 'Your report has been reviewed',
    [
      fr
        ? `Merci d’avoir signalé l’annonce « ${listingTitle} ».`
        : `Thank you for reporting the listing "${listingTitle}".`,
      REPORTER_OUTCOME[outcome][locale],
      fr
        ? 'Vos signalements nous aident à garder le site honnête.'
        : 'Reports like yours help us keep the marketplace honest.',
      emailSignature(locale),
    ],
  );
}

const LANDLORD_SUBJECT: Record<Exclude<ReportOutcome, 'dismiss'>, Record<Locale, (title: string) => string>> = {
  'ask-fix': {
    en: (title) => `Please correct your listing: ${title}`,
    fr: (title) => `Veuillez corriger votre annonce : ${title}`,
  },
  hide: {
    en: (title) => `Your listing is on hold: ${title}`,
    fr: (title) => `Votre annonce est suspendue : ${title}`,
  },
  remove: {
    en: (title) => `Your listing was removed: ${title}`,
    fr: (title) => `Votre annonce a été supprimée : ${title}`,
  },
};

const LANDLORD_INTRO: Record<Exclude<ReportOutcome, 'dismiss'>, Record<Locale, string>> = {
  'ask-fix': {
    en: 'A visitor reported your listing and our support team reviewed it. Please correct it as follows:',
    fr: 'Un visiteur a signalé votre annonce et notre équipe de soutien l’a examinée. Veuillez la corriger ainsi :',
  },
  hide: {
    en: 'After a report, our support team has taken your listing offline while it is reviewed.',
    fr: 'À la suite d’un signalement, notre équipe de soutien a retiré votre annonce du site le temps de l’examiner.',
  },
  remove: {
    en: 'After a report, our support team has removed your listing and will review your account.',
    fr: 'À la suite d’un signalement, notre équipe de soutien a supprimé votre annonce et examinera votre compte.',
  },
};

export function landlordOutcomeEmail(
  locale: Locale,
  outcome: Exclude<ReportOutcome, 'dismiss'>,
  facts: { listingTitle: string; message: string; portalUrl: string },
): EmailContent<'report-landlord'> {
  const fr = locale === 'fr';
  return renderEmail(locale, 'report-landlord', LANDLORD_SUBJECT[outcome][locale](facts.listingTitle), [
    LANDLORD_INTRO[outcome][locale],
    ...(facts.message ? [{ quote: facts.message }] : []),
    { link: facts.portalUrl, text: fr ? 'Voir l’annonce dans votre portail' : 'Open the listing in your portal' },
    fr ? 'Une question ? Répondez simplement à ce courriel.' : 'Questions? Simply reply to this email.',
    emailSignature(locale),
  ]);
}
