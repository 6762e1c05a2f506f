import type { Category } from '@skelbimai/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type CategoryRow, categories } from '../../db/schema/index.ts';
import { cachedShared } from '../../http/sharedCache.ts';
import { visiblePostCountsByCategory } from '../post-visibility/index.ts';

/**
 * The category tree: main categories in order, each with its subcategories. A main category's postCount
 * adds up its subcategories (ads are always filed under a subcategory) and any ads filed under itself.
 * The counts are read from the counters (postCounts.service.ts), not counted. Cached for everyone (http/sharedCache.ts): ad writes forget it, and it ends by itself within seconds.
 */
export function listCategoryTree(db: Database): Promise<Category[]> {
  return cachedShared(db, 'categoryTree', () => loadCategoryTree(db));
}

async function loadCategoryTree(db: Database): Promise<Category[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    visiblePostCountsByCategory(db),
  ]);
  const mains = rows.filter((row) => row.parentId === null);
  return mains.map((main) => {
    const ref = { id: main.id, name: main.name, logicalName: main.logicalName };
    const children = rows
      .filter((row) => row.parentId === main.id)
      .map((row) => toCategory(row, ref, [], counts.get(row.id) ?? 0));
    const total = children.reduce((sum, child) => sum + child.postCount, counts.get(main.id) ?? 0);
    return toCategory(main, null, children, total);
  });
}

function toCategory(
  row: CategoryRow,
  parent: Category['parentCategory'],
  childCategories: Category[],
  postCount: number,
): Category {
  return {
    id: row.id,
    name: row.name,
    logicalName: row.logicalName,
    parentCategory: parent,
    childCategories,
    postCount,
    text: row.text,
    icon: row.icon,
    color: row.color,
    fields: row.parentId === null ? [] : row.fields,
  };
}
