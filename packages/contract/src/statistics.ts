import * as z from 'zod';

/** How many days GET /api/posts/GetStatistics/{id} answers, ending today (Europe/Vilnius, today included). */
export const STATISTICS_DAYS = 30;

/**
 * The counters kept per ad per day. conversations: buyer–seller conversations started, added by the
 * messages module where it exists (0 until then).
 */
export const statisticsCounters = ['views', 'phoneReveals', 'bookmarks', 'conversations'] as const;
export type StatisticsCounter = (typeof statisticsCounters)[number];

const countersShape = {
  views: z.number().int(),
  phoneReveals: z.number().int(),
  bookmarks: z.number().int(),
  conversations: z.number().int(),
};

export const statisticsTotalsSchema = z.object(countersShape);
export type StatisticsTotals = z.infer<typeof statisticsTotalsSchema>;

/** One day: 'YYYY-MM-DD' (a Europe/Vilnius day) and its counters, 0 on a day with nothing. */
export const statisticsDaySchema = z.object({ day: z.string(), ...countersShape });
export type StatisticsDay = z.infer<typeof statisticsDaySchema>;

/**
 * GET /api/posts/GetStatistics/{id}: the last 30 days, oldest first, and their totals; for the ad's owner,
 * moderators and administrators only.
 */
export const postStatisticsSchema = z.object({
  postId: z.number().int(),
  title: z.string(),
  days: z.array(statisticsDaySchema),
  totals: statisticsTotalsSchema,
});
export type PostStatistics = z.infer<typeof postStatisticsSchema>;
