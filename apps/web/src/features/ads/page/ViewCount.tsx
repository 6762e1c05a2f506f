import type { Post } from '@skelbimai/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { postKeys } from '../postApi.ts';

/**
 * The ad's view count as text: the count this visit's report answered (AdPage's useReportedView) once there is
 * one, else the ad's own; views only grow, so the larger wins when the ad is fetched again later. A component
 * of its own so that the report's answer re-renders this text only, not the ad around it.
 */
export function ViewCount({ post, children }: { post: Post; children: (count: number) => string }) {
  const reported = useQuery<number>({ queryKey: postKeys.views(post.id), queryFn: skipToken }).data;
  return children(Math.max(post.viewCount, reported ?? 0));
}
