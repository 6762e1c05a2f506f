import { type PostField, postMessages } from '@skelbimai/contract';
import { isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { cachedShared } from '../../http/sharedCache.ts';

/**
 * Every subcategory's fields (PRODUCT.md §25) by id, from the shared cache: an ad answer formats its facts with
 * them, create and update check values against them, the list parses attr.* with them. The dashboard's changes
 * forget the entry (fieldsAdmin.service.ts).
 */
export async function fieldsByCategory(db: Database): Promise<ReadonlyMap<number, PostField[]>> {
  return (await loadFields(db)).byId;
}

/** A subcategory's id and fields by its URL slug (the list's subCategoryName), or undefined. */
export async function subCategoryBySlug(
  db: Database,
  logicalName: string,
): Promise<{ id: number; fields: PostField[] } | undefined> {
  return (await loadFields(db)).bySlug.get(logicalName);
}

function loadFields(db: Database) {
  return cachedShared(db, 'categoryFields', async () => {
    const rows = await db
      .select({ id: categories.id, logicalName: categories.logicalName, fields: categories.fields })
      .from(categories)
      .where(isNotNull(categories.parentId));
    return {
      byId: new Map(rows.map((row) => [row.id, row.fields])),
      bySlug: new Map(rows.map((row) => [row.logicalName, { id: row.id, fields: row.fields }])),
    };
  });
}

/** A subcategory's fields, or a 404 when there is no such subcategory. */
export async function subCategoryFields(db: Database, subCategoryId: number): Promise<PostField[]> {
  const fields = (await fieldsByCategory(db)).get(subCategoryId);
  if (!fields) throw AppError.notFound(postMessages.notSubCategory);
  return fields;
}
