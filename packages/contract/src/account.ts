import * as z from 'zod';
import { boundedText } from './bounds.ts';

/** How long the e-mailed link of a data export works: 7 days, once. */
export const ACCOUNT_EXPORT_LINK_DAYS = 7;

export const accountExportStatuses = ['pending', 'ready', 'failed'] as const;

/**
 * GET /api/account/export: the user's newest export. pending: being built; ready: the link was sent (it works
 * once until expiresAt); failed: building it failed (asking again starts a new one).
 */
export const accountExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(accountExportStatuses),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The link's token: 43 base64url characters (32 random bytes). */
export const accountExportTokenParamsSchema = z.object({
  token: boundedText(64).regex(/^[A-Za-z0-9_-]+$/),
});
