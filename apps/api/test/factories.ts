import type { App } from '../src/app.ts';
import { type PostStatus, posts } from '../src/db/schema/index.ts';

/** Inserts ads straight into the table: the posts API does not exist yet, and counts need only these columns. */
export async function insertPosts(app: App, rows: { categoryId: number; status?: PostStatus; title?: string }[]) {
  await app.db.insert(posts).values(
    rows.map((row, index) => ({
      categoryId: row.categoryId,
      status: row.status ?? 'active',
      title: row.title ?? `Bandomasis skelbimas ${index + 1}`,
    })),
  );
}

/** The parsed JSON body of an inject() response. */
export function bodyOf<T = { succeeded: boolean; data: unknown; messages: string[]; errors: unknown[] }>(response: {
  body: string;
}): T {
  return JSON.parse(response.body) as T;
}
