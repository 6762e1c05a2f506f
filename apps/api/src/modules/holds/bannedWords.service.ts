import { type BannedWord, holdMessages } from '@skelbimai/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bannedWords, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { findListedWord, foldText } from './wordMatch.ts';

const MIN_LETTERS = 3;

const fieldError = (message: string) => AppError.badRequest(message, [{ property: 'text', errors: [message] }]);

/** GET /api/moderation/words: the list, alphabetical by its folded form. */
export async function listBannedWords(db: Database): Promise<BannedWord[]> {
  const rows = await db
    .select({ word: bannedWords, createdByName: users.fullName })
    .from(bannedWords)
    .leftJoin(users, eq(users.id, bannedWords.createdById))
    .orderBy(asc(bannedWords.normalized));
  return rows.map(({ word, createdByName }) => ({
    id: word.id,
    text: word.text,
    createdAt: word.createdAt.toISOString(),
    createdByName,
  }));
}

/** POST /api/moderation/addWord: 400 on text when shorter than 3 letters folded, 409 when already listed. */
export async function addBannedWord(db: Database, actor: UserRow, text: string): Promise<BannedWord> {
  const normalized = foldText(text);
  if (normalized.replace(/ /g, '').length < MIN_LETTERS) throw fieldError(holdMessages.wordTooShort);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(bannedWords)
      .values({ text: text.trim(), normalized, createdById: actor.id })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw AppError.conflict(holdMessages.wordExists);
    await writeAudit(tx, actor, {
      action: 'word.add',
      targetType: 'word',
      targetId: inserted.id,
      after: { text: inserted.text },
    });
    return inserted;
  });
  return { id: row.id, text: row.text, createdAt: row.createdAt.toISOString(), createdByName: actor.fullName };
}

/** POST /api/moderation/removeWord: 404 when no such entry. */
export async function removeBannedWord(db: Database, actor: UserRow, id: number): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(bannedWords).where(eq(bannedWords.id, id)).returning();
    if (!removed) throw AppError.notFound(holdMessages.wordNotFound);
    await writeAudit(tx, actor, {
      action: 'word.remove',
      targetType: 'word',
      targetId: id,
      before: { text: removed.text },
    });
  });
  return { id };
}

/** The listed word or phrase (as the moderators wrote it) found in an ad's title or description, or null. */
export async function listedWordIn(db: Database, title: string, description: string): Promise<string | null> {
  const rows = await db.select({ text: bannedWords.text, normalized: bannedWords.normalized }).from(bannedWords);
  if (rows.length === 0) return null;
  const entries = rows.map((row) => row.normalized);
  // Title and description apart: a phrase does not run from the end of one into the other.
  const found = findListedWord(title, entries) ?? findListedWord(description, entries);
  return found === null ? null : (rows.find((row) => row.normalized === found)?.text ?? found);
}
