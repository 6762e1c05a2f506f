import * as z from 'zod';
import { boundedText, dbId } from './bounds.ts';

/**
 * Held ads (status 'held', 'Laukia patikrinimo'): out of every public list until a moderator
 * releases ('Patvirtinti') or blocks them. An ad is held automatically when enough different users report it
 * (setting autoHoldReporterCount) or when its text contains a word of the moderators' list.
 */
export const HELD_LABEL = 'Laukia patikrinimo';

/** Default of the setting autoHoldReporterCount: open reports from this many different users hold an ad. */
export const DEFAULT_AUTO_HOLD_REPORTER_COUNT = 3;

/** POST /api/moderation/releasePost (Moderator): a held ad becomes active. */
export const releasePostRequestSchema = z.object({ postId: dbId() });
export type ReleasePostRequest = z.input<typeof releasePostRequestSchema>;

export const BANNED_WORD_MAX = 100;

export const bannedWordSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type BannedWord = z.infer<typeof bannedWordSchema>;

export const addWordRequestSchema = z.object({ text: boundedText(BANNED_WORD_MAX).min(1) });
export type AddWordRequest = z.input<typeof addWordRequestSchema>;

export const removeWordRequestSchema = z.object({ id: dbId() });
export type RemoveWordRequest = z.input<typeof removeWordRequestSchema>;
