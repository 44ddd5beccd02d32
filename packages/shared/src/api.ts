// The shapes every API answer shares (DESIGN section 3).
import { z } from 'zod';

export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** `fr`, `fr-CA`, `fr;q=0.9,...` -> fr; anything else -> en. */
export function localeFromHeader(header: string | undefined | null): Locale {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('fr') ? 'fr' : 'en';
}

export const tokenInfoSchema = z.object({
  access_token: z.string(),
  expires_at: z.string(),
});
export type TokenInfo = z.infer<typeof tokenInfoSchema>;
