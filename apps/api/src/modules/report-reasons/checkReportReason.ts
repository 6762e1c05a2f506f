import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { postReportReasons } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

/** What the refusal says: each kind of report names what it is about ('šiame skelbime', 'šioje žinutėje'). */
export interface ReportReasonTexts {
  reasonUnknown: string;
  commentRequired: string;
}

/**
 * A report's reason exists and, when it requires one ('Kita'), a comment is given: 400 on the field at fault.
 * Returns the comment trimmed, or null when none was written.
 */
export async function checkReportReason(
  db: Database,
  input: { reasonId: number; comment?: string | null },
  texts: ReportReasonTexts,
): Promise<string | null> {
  const [reason] = await db
    .select({ requiresComment: postReportReasons.requiresComment })
    .from(postReportReasons)
    .where(eq(postReportReasons.id, input.reasonId));
  if (!reason) throw fieldError('reasonId', texts.reasonUnknown);
  const comment = input.comment?.trim() || null;
  if (reason.requiresComment && !comment) throw fieldError('comment', texts.commentRequired);
  return comment;
}

const fieldError = (property: 'reasonId' | 'comment', message: string) =>
  AppError.badRequest(message, [{ property, errors: [message] }]);
