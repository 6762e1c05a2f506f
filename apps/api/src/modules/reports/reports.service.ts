import type { PostReportReason } from '@skelbimai/contract';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postReportReasons } from '../../db/schema/index.ts';

export async function listReportReasons(db: Database): Promise<PostReportReason[]> {
  const rows = await db
    .select({
      id: postReportReasons.id,
      name: postReportReasons.name,
      requiresComment: postReportReasons.requiresComment,
    })
    .from(postReportReasons)
    .orderBy(asc(postReportReasons.sortOrder), asc(postReportReasons.id));
  return rows;
}
