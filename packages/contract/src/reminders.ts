import * as z from 'zod';
import { boundedText } from './bounds.ts';

// Price drops on bookmarked ads and expiry reminders with a one-click renewal.

/**
 * One bookmarked ad as /mano/pazymeti shows it (GET /api/favorites/states): still listed ('active'), sold,
 * expired, or removed (deleted, blocked, or its seller blocked: nothing of it is given but the id).
 */
export const favoriteStates = ['active', 'sold', 'expired', 'removed'] as const;
export type FavoriteState = (typeof favoriteStates)[number];

export const favoriteStateSchema = z.object({
  postId: z.number().int(),
  createdAt: z.string(),
  state: z.enum(favoriteStates),
  /** The price when it was bookmarked, in euros (null: 'Sutartinė', or a removed ad). */
  savedPrice: z.number().nullable(),
  /** The price now (null: 'Sutartinė', or a removed ad). */
  price: z.number().nullable(),
  /** Null for a removed ad. */
  title: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type FavoriteStateItem = z.infer<typeof favoriteStateSchema>;

/** Days before its expiry an ad's owner gets the reminder e-mail. */
export const EXPIRY_REMINDER_DAYS = 3;

/** ?token= of the renewal link in an expiry reminder: signed, works without signing in, once. */
export const renewalQuerySchema = z.object({ token: boundedText(500) });

/** GET /api/renewal (what the link would renew) and POST /api/renewal (renewed). */
export const renewalInfoSchema = z.object({
  postId: z.number().int(),
  title: z.string(),
  /** The ad's expiry now: after POST, the new one. */
  expiresAt: z.string(),
});
export type RenewalInfo = z.infer<typeof renewalInfoSchema>;

export const renewalMessages = {
  badToken: 'Pratęsimo nuoroda netinkama arba sugadinta. Skelbimą pratęsite „Mano skelbimuose“.',
  used: 'Ši nuoroda jau panaudota – skelbimas jau pratęstas. Dar kartą pratęsti galite „Mano skelbimuose“.',
  renewed: 'Skelbimas pratęstas.',
  sold: 'Skelbimas pažymėtas kaip parduotas – jo pratęsti negalima.',
  removed: 'Skelbimas pašalintas – jo pratęsti negalima.',
  blocked: 'Skelbimas užblokuotas – jo pratęsti negalima.',
} as const;
