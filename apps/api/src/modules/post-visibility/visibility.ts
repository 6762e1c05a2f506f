import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { posts, users } from '../../db/schema/index.ts';

// Drizzle names an alias in a sql`` template without its table; the subquery below says `users as …` itself.
const blockedCreator = alias(users, 'blocked_creator');

/**
 * The creator is not blocked right now (a row without a creator predates accounts). An anti-join on the few
 * blocked accounts (users_blocked_until_idx), not a join to every ad's creator: a list counted up to its cap
 * at 1,000,000 ads took 22 ms with a users lookup per ad and 5 ms with this (DECISIONS #90). It needs no
 * join in the query that uses it.
 */
export const creatorNotBlocked: SQL = sql`not exists (select 1 from ${users} as ${sql.identifier('blocked_creator')} where ${blockedCreator.id} = ${posts.creatorId} and ${blockedCreator.isBlocked} and (${blockedCreator.blockedUntil} is null or ${blockedCreator.blockedUntil} > now()))`;

/**
 * What anyone may see: active, not expired, of an unblocked user. The one place this rule lives for queries;
 * the counters of migration 0009 and postCounts.service.ts keep the same rule without a clock.
 */
export const publiclyVisible: SQL = sql`(${posts.status} = 'active' and ${posts.expiresAt} > now() and ${creatorNotBlocked})`;
