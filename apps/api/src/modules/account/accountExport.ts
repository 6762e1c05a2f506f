import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_EXPORT_LINK_DAYS, type AccountExport } from '@skelbimai/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import { type AccountExportRow, accountExports, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { accountMessages } from '../../http/messages.ts';
import { enqueueMail, enqueueSms } from '../outbox/index.ts';
import { siteUrl } from '../payments/index.ts';
import { accountExporters, ownMessagePictureKeys } from './exporters.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A pending export older than this was lost with a stopped process: asking again starts it anew. */
const STALE_PENDING_MS = 15 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toDto(row: AccountExportRow): AccountExport {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}

/** The builds this process runs, per app, so tests (and a graceful stop) can wait for them. */
const running = new WeakMap<FastifyInstance, Set<Promise<void>>>();

/** Resolves once every export this process started has been built (or has failed). */
export async function exportsSettled(app: FastifyInstance): Promise<void> {
  await Promise.all([...(running.get(app) ?? [])]);
}

/**
 * GET /api/account/export: the user's export in progress, or the one whose link is out and still unused;
 * otherwise a new one, built in the background (the answer does not wait for a big account's pictures).
 */
export async function startExport(app: FastifyInstance, user: UserRow): Promise<AccountExport> {
  const [latest] = await app.db
    .select()
    .from(accountExports)
    .where(eq(accountExports.userId, user.id))
    .orderBy(desc(accountExports.createdAt), desc(accountExports.id))
    .limit(1);
  const now = Date.now();
  const inProgress = latest?.status === 'pending' && now - latest.createdAt.getTime() < STALE_PENDING_MS;
  const linkOut =
    latest?.status === 'ready' && !latest.downloadedAt && latest.expiresAt && latest.expiresAt.getTime() > now;
  if (latest && (inProgress || linkOut)) return toDto(latest);
  const [row] = await app.db.insert(accountExports).values({ userId: user.id }).returning();
  if (!row) throw new Error('export not created');
  const build = buildExport(app, row.id, user.id).catch((error) => app.log.error({ err: error }, 'export failed'));
  const set = running.get(app) ?? new Set();
  running.set(app, set);
  set.add(build);
  void build.finally(() => set.delete(build));
  return toDto(row);
}

/**
 * The ZIP: one JSON file per exporter and, under nuotraukos/, every picture file of the user's ads and profile.
 * Stored in the row with the link's token hash, and the link e-mailed in the same transaction.
 */
async function buildExport(app: FastifyInstance, exportId: number, userId: string): Promise<void> {
  try {
    const { db, pictureStorage } = app;
    const [account] = await db.select().from(users).where(eq(users.id, userId));
    if (!account || account.deletedAt) return;
    const files: Record<string, Uint8Array> = {};
    const data: Record<string, unknown> = {};
    for (const exporter of accountExporters) data[exporter.file] = await exporter.collect(db, account);
    for (const [file, value] of Object.entries(data)) {
      files[file] = Buffer.from(JSON.stringify(value, null, 2));
    }
    const pictureKeys = [
      ...((data['nuotraukos.json'] as { largeKey: string }[] | undefined) ?? []).map((picture) => picture.largeKey),
      ...(account.localPictureKey ? [account.localPictureKey] : []),
      ...ownMessagePictureKeys(data['zinutes.json'], account.id),
    ];
    for (const key of pictureKeys) {
      const bytes = await pictureStorage.read(key);
      if (bytes) files[`nuotraukos/${key.replaceAll('/', '_')}`] = bytes;
    }
    const archive = Buffer.from(zipSync(files, { level: 6 }));
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + ACCOUNT_EXPORT_LINK_DAYS * DAY_MS);
    const link = `${siteUrl(app)}/api/account/export/download/${token}`;
    const siteName = app.config.site.name;
    await db.transaction(async (tx) => {
      await tx
        .update(accountExports)
        .set({
          status: 'ready',
          archive,
          byteSize: archive.length,
          tokenHash: hashToken(token),
          readyAt: new Date(),
          expiresAt,
        })
        .where(eq(accountExports.id, exportId));
      if (account.email) {
        await enqueueMail(tx, {
          to: account.email,
          subject: accountMessages.exportMailSubject(siteName),
          text: accountMessages.exportMailText(siteName, link),
        });
      } else if (account.phoneNumber) {
        await enqueueSms(tx, { to: account.phoneNumber, text: accountMessages.exportSms(siteName, link) });
      }
    });
    app.outbox.wake();
  } catch (error) {
    await app.db.update(accountExports).set({ status: 'failed' }).where(eq(accountExports.id, exportId));
    throw error;
  }
}

/**
 * GET /api/account/export/download/{token}: the archive, once. The row is claimed and emptied in one
 * statement, so two clicks cannot both receive it; a used, expired or unknown link is the same 410.
 */
export async function downloadExport(app: FastifyInstance, token: string): Promise<Buffer> {
  const rows = await app.db.execute<{ archive: Buffer | Uint8Array | null }>(sql`
    with claimed as (
      select id, archive from ${accountExports}
      where token_hash = ${hashToken(token)} and downloaded_at is null and expires_at > now()
      for update
    )
    update ${accountExports} set downloaded_at = now(), archive = null
    from claimed where ${accountExports.id} = claimed.id
    returning claimed.archive`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: { archive: Buffer | Uint8Array | null }[] }).rows;
  const archive = list[0]?.archive;
  if (!archive) throw new AppError(410, accountMessages.exportLinkGone);
  return Buffer.from(archive);
}

/** Housekeeping: archives whose link expired unused are emptied (the row stays as the record of the request). */
export async function forgetExpiredExports(app: FastifyInstance): Promise<void> {
  await app.db
    .update(accountExports)
    .set({ archive: null })
    .where(and(isNull(accountExports.downloadedAt), sql`${accountExports.expiresAt} < now()`));
}
