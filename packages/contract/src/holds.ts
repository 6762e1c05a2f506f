import * as z from 'zod';
import { boundedText, dbId } from './bounds.ts';

/**
 * Held ads (status 'held', 'Laukia patikrinimo', issue 29): out of every public list until a moderator
 * releases ('Patvirtinti') or blocks them. An ad is held automatically when enough different users report it
 * (setting autoHoldReporterCount) or when its text contains a word of the moderators' list.
 */
export const HELD_LABEL = 'Laukia patikrinimo';

/** Default of the setting autoHoldReporterCount: open reports from this many different users hold an ad. */
export const DEFAULT_AUTO_HOLD_REPORTER_COUNT = 3;

export const holdMessages = {
  /** The create/edit answer's message when the ad was held (the form shows it). */
  heldOnSave: 'Skelbimas laukia patikrinimo: jame yra žodis, kurį moderatoriai turi peržiūrėti prieš paskelbiant.',
  reasonWord: (word: string) => `Skelbime yra draudžiamų žodžių sąraše esantis žodis ar frazė „${word}“.`,
  reasonReports: (count: number) => `Apie skelbimą pranešė ${count} skirtingi vartotojai.`,
  released: 'Skelbimas patvirtintas ir vėl matomas visiems.',
  notHeld: 'Skelbimas nelaukia patikrinimo.',
  wordAdded: 'Žodis įtrauktas į sąrašą.',
  wordRemoved: 'Žodis pašalintas iš sąrašo.',
  wordExists: 'Toks žodis jau yra sąraše.',
  wordNotFound: 'Žodis nerastas.',
  wordTooShort: 'Žodis turi būti bent 3 raidžių.',
} as const;

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
