import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../db/client.ts';
import { countHit } from './rateLimits.service.ts';

/**
 * A store for @fastify/rate-limit (a route's `config.rateLimit`) that keeps its counts in the shared
 * rate_limit_counters rows instead of each process's memory, so two processes behind one port enforce one
 * limit between them. Keys are 'route:<method>:<url>:<client key>'; housekeeping deletes old windows as for every limit.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Which route's counts: '*' for the plugin's global store, which no route uses (global: false). */
    private scope = 'route:*';

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      countHit(db, `${this.scope}:${key}`, timeWindow ?? 60_000).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: Math.max(0, resetAt.getTime() - Date.now()) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // Its types say route options; the plugin (10.x, index.js) passes the route's merged limit options with
      // the route itself under `routeInfo`.
      const { routeInfo } = routeOptions as unknown as { routeInfo?: { url?: string; method?: string | string[] } };
      const store = new DatabaseRateLimitStore();
      const method = [routeInfo?.method ?? '*'].flat().join(',');
      store.scope = `route:${method}:${routeInfo?.url ?? '*'}`;
      return store;
    }
  }
  return DatabaseRateLimitStore;
}
