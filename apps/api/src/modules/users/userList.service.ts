import { type AdminUser, centsToEuros, type getUsersQuerySchema, limits } from '@skelbimai/contract';
import { and, count, desc, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '../../db/client.ts';
import { posts, users } from '../../db/schema/index.ts';
import { toUserDto } from '../user-records/index.ts';

export type GetUsersQueryParsed = z.output<typeof getUsersQuerySchema>;

/** A block in force now (the SQL twin of isBlockedNow). */
export const blockedNowSql: SQL = sql`(${users.isBlocked} and (${users.blockedUntil} is null or ${users.blockedUntil} > now()))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Name or e-mail containing the keyword, or a phone containing its digits. Phones are stored in E.164, so a
 * Lithuanian '8 612…' is looked up as '+370 612…'.
 */
function searchCondition(keyword: string): SQL | undefined {
  const pattern = `%${escapeLike(keyword)}%`;
  const parts: (SQL | undefined)[] = [ilike(users.fullName, pattern), ilike(users.email, pattern)];
  const digits = keyword.replace(/[\s()+-]/g, '');
  if (/^\d{3,}$/.test(digits)) {
    const national = digits.startsWith('8') ? `370${digits.slice(1)}` : digits;
    parts.push(sql`${users.phoneNumber} like ${`%${national}%`}`);
  }
  return or(...parts);
}

function roleCondition(role: GetUsersQueryParsed['role']): SQL | undefined {
  if (!role) return undefined;
  if (role === 'none') return sql`coalesce(${users.authRole}, '') = ''`;
  return sql`lower(${users.authRole}) = ${role.toLowerCase()}`;
}

/**
 * The dashboard's users: newest accounts first, 20 a page, deleted accounts left out. The balance (kept equal to
 * the ledger's sum by its trigger, DECISIONS #30) is given only when `withBalance` (administrators: moderators do not see payments).
 */
export async function listUsers(
  db: Database,
  query: GetUsersQueryParsed,
  withBalance: boolean,
): Promise<{ users: AdminUser[]; totalCount: number }> {
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt), roleCondition(query.role)];
  if (query.searchKeyword) conditions.push(searchCondition(query.searchKeyword));
  if (query.blocked === 'true') conditions.push(blockedNowSql);
  if (query.blocked === 'false') conditions.push(sql`not ${blockedNowSql}`);
  const where = and(...conditions);

  const [total] = await db.select({ value: count() }).from(users).where(where);
  // Drizzle leaves columns of a one-table select unqualified; inside a subquery "id" would be the inner table's.
  const userId = sql.raw('"users"."id"');
  const postCount = sql<number>`(select count(*)::int from ${posts} p where p.creator_id = ${userId} and p.status <> 'deleted')`;
  const balance = withBalance ? sql<number>`${users.walletBalanceCents}` : sql<null>`null`;
  const rows = await db
    .select({ user: users, postCount, balance })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limits.pageSize)
    .offset((query.page - 1) * limits.pageSize);

  return {
    totalCount: Number(total?.value ?? 0),
    users: rows.map(({ user, postCount: posted, balance: cents }) => {
      const dto = toUserDto(user, 0);
      return {
        id: user.id,
        fullName: user.fullName,
        email: user.email,
        emailConfirmed: user.emailConfirmed,
        phoneNumber: user.phoneNumber,
        phoneNumberConfirmed: user.phoneNumberConfirmed,
        pictureUrl: dto.pictureUrl,
        authRole: user.authRole || null,
        isBlocked: dto.isBlocked,
        blockedUntil: dto.blockedUntil,
        createdAt: user.createdAt.toISOString(),
        lastSignInAt: user.lastSignInAt ? user.lastSignInAt.toISOString() : null,
        postCount: Number(posted),
        walletBalance: cents === null ? null : centsToEuros(Number(cents)),
      };
    }),
  };
}
