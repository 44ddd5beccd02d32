// What the points-of-interest routes say, in English and French (chosen by Accept-Language).
import type { Locale } from '@rentals/shared';

const en = {
  deleted: 'The point of interest has been deleted.',
  limitReached: 'You can save up to :max points of interest. Delete one to add another.',
} as const;

type PoiMessageKey = keyof typeof en;

const fr: Record<PoiMessageKey, string> = {
  deleted: 'Le point d’intérêt a été supprimé.',
  limitReached: 'Vous pouvez enregistrer jusqu’à :max points d’intérêt. Supprimez-en un pour en ajouter un autre.',
};

export function poiMessage(key: PoiMessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
  return (locale === 'fr' ? fr : en)[key].replace(/:([a-z]+)/g, (m, name: string) => String(params[name] ?? m));
}
