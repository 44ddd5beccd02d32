// What the email-alert routes say, in English and French (chosen by Accept-Language like lib/messages.ts).
import type { Locale } from '@rentals/shared';

const en = {
  limitReached: 'You can keep at most :max email alerts. Delete one to add another.',
  deleted: 'The email alert has been deleted.',
  unsubscribed: 'You have been unsubscribed from email alerts.',
  alertsOff: 'Email alerts are turned off for your account. Turn them on to get alert emails again.',
  sentNone: 'There are no new listings for this alert right now.',
  sentSome: 'We emailed you :count listings.',
  sentOne: 'We emailed you 1 listing.',
} as const;

export type AlertMessageKey = keyof typeof en;

const fr: Record<AlertMessageKey, string> = {
  limitReached: 'Vous pouvez avoir au plus :max alertes courriel. Supprimez-en une pour en ajouter une autre.',
  deleted: "L'alerte courriel a été supprimée.",
  unsubscribed: 'Vous êtes désabonné des alertes courriel.',
  alertsOff:
    'Les alertes courriel sont désactivées pour votre compte. Réactivez-les pour recevoir de nouveau les courriels.',
  sentNone: "Il n'y a pas de nouvelles annonces pour cette alerte pour le moment.",
  sentSome: 'Nous vous avons envoyé :count annonces par courriel.',
  sentOne: 'Nous vous avons envoyé 1 annonce par courriel.',
};

export function alertMessage(key: AlertMessageKey, locale: Locale, params: Record<string, string | number> = {}) {
  return (locale === 'fr' ? fr : en)[key].replace(/:([a-z]+)/g, (m, name: string) => String(params[name] ?? m));
}
