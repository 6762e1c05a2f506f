import {
  type CreateSavedSearchRequest,
  type OpenedSavedSearch,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  savedSearchMessages,
  type updateSavedSearchRequestSchema,
} from '@skelbimai/contract';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { posts, savedSearches, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { subCategoryBySlug } from '../categories/index.ts';
import { categoryNames, defaultName, describeQuery } from './describe.ts';
import { parseSavedQuery, requireKnownAttributes, requireNarrowing, savedSearchWhere } from './savedQuery.ts';

/** /mano/paieskos counts new ads up to this many ('100+'). */
export const NEW_AD_COUNT_CAP = 100;

type SavedSearchRow = typeof savedSearches.$inferSelect;

const iso = (date: Date) => date.toISOString();

/** The user's own saved search, else 404 (someone else's is as unknown as a missing one). */
async function requireOwn(db: Database, user: UserRow, id: number): Promise<SavedSearchRow> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, user.id)));
  if (!row) throw AppError.notFound(savedSearchMessages.notFound);
  return row;
}

/** Rows as the API shows them: their filters in words and how many ads appeared since the last look. */
async function present(db: Database, user: UserRow, rows: SavedSearchRow[], places: readonly string[]) {
  const parsed = rows.map((row) => parseSavedQuery(row.query, places).parsed);
  const names = await categoryNames(db, parsed);
  const result: SavedSearch[] = [];
  for (const [index, row] of rows.entries()) {
    const query = parsed[index];
    if (!query) continue;
    const where = await savedSearchWhere(db, user, query, places);
    const newOnes = db
      .select({ id: posts.id })
      .from(posts)
      .where(and(where, gt(posts.createdAt, row.lastOpenedAt)))
      .limit(NEW_AD_COUNT_CAP)
      .as('new_ones');
    const [counted] = await db.select({ n: count() }).from(newOnes);
    result.push({
      id: row.id,
      name: row.name,
      query: row.query,
      description: describeQuery(
        query,
        names,
        query.subCategoryName ? (await subCategoryBySlug(db, query.subCategoryName))?.fields : undefined,
      ),
      frequency: row.frequency,
      createdAt: iso(row.createdAt),
      lastOpenedAt: iso(row.lastOpenedAt),
      newAdCount: counted?.n ?? 0,
    });
  }
  return result;
}

export async function createSavedSearch(
  db: Database,
  user: UserRow,
  input: Required<Pick<CreateSavedSearchRequest, 'query' | 'frequency'>> & { name?: string | undefined },
  places: readonly string[],
): Promise<SavedSearch> {
  const { parsed, query } = parseSavedQuery(input.query, places);
  const names = await categoryNames(db, [parsed]);
  requireNarrowing(parsed, places, names);
  await requireKnownAttributes(db, parsed);
  const name = input.name?.trim() || defaultName(parsed, names);
  const row = await db.transaction(async (tx) => {
    // The limit under a lock on the user's row, so two saves at once cannot both be the 50th.
    await tx.execute(sql`select 1 from users where id = ${user.id} for update`);
    const [owned] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, user.id));
    if ((owned?.n ?? 0) >= SAVED_SEARCHES_MAX) throw AppError.badRequest(savedSearchMessages.tooMany);
    const [inserted] = await tx
      .insert(savedSearches)
      .values({ userId: user.id, name, query, frequency: input.frequency })
      .returning();
    if (!inserted) throw new Error('saved search not created');
    return inserted;
  });
  const [shown] = await present(db, user, [row], places);
  if (!shown) throw new Error('saved search not shown');
  return shown;
}

export async function listSavedSearches(
  db: Database,
  user: UserRow,
  places: readonly string[],
): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, user.id))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return present(db, user, rows, places);
}

export async function updateSavedSearch(
  db: Database,
  user: UserRow,
  input: z.output<typeof updateSavedSearchRequestSchema>,
  places: readonly string[],
): Promise<SavedSearch> {
  await requireOwn(db, user, input.id);
  const [row] = await db
    .update(savedSearches)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
    })
    .where(eq(savedSearches.id, input.id))
    .returning();
  if (!row) throw AppError.notFound(savedSearchMessages.notFound);
  const [shown] = await present(db, user, [row], places);
  if (!shown) throw new Error('saved search not shown');
  return shown;
}

export async function deleteSavedSearch(db: Database, user: UserRow, id: number): Promise<{ id: number }> {
  await requireOwn(db, user, id);
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
  return { id };
}

/** The user opens the search: its ads since the previous look are the new ones; from now on none are. */
export async function openSavedSearch(
  db: Database,
  user: UserRow,
  id: number,
  places: readonly string[],
): Promise<OpenedSavedSearch> {
  const before = await requireOwn(db, user, id);
  const [shown] = await present(db, user, [before], places);
  if (!shown) throw new Error('saved search not shown');
  const [row] = await db
    .update(savedSearches)
    .set({ lastOpenedAt: sql`now()` })
    .where(eq(savedSearches.id, id))
    .returning({ lastOpenedAt: savedSearches.lastOpenedAt });
  return {
    search: { ...shown, newAdCount: 0, lastOpenedAt: iso(row?.lastOpenedAt ?? new Date()) },
    newSince: iso(before.lastOpenedAt),
  };
}
