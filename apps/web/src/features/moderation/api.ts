import type { AppealRequest, AppealSummary, DecisionStatement, Envelope } from '@skelbimai/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, requestEnvelope } from '../../api/index.ts';

/** The user's side of moderation decisions (docs/API.md 'Moderation'). */
export const moderationKeys = {
  mine: ['moderation', 'mine'] as const,
  byToken: (token: string) => ['moderation', 'statement', token] as const,
};

/** The signed-in user's decisions with their statements and appeals, newest first. */
export const myDecisionsQuery = queryOptions({
  queryKey: moderationKeys.mine,
  queryFn: ({ signal }) => api.get<DecisionStatement[]>('/api/moderation/myDecisions', undefined, signal),
  staleTime: 30_000,
});

/** The decision the e-mail's signed link names (no sign-in). */
export const statementByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: moderationKeys.byToken(token),
    queryFn: ({ signal }) => api.get<DecisionStatement>('/api/moderation/statement', { token }, signal),
    enabled: token !== '',
    retry: false,
  });

/** Sends the appeal; the envelope's message says what happens next. */
export const sendAppeal = (body: AppealRequest) =>
  requestEnvelope<Envelope<AppealSummary>>('/api/moderation/appeal', { method: 'POST', body });

/** The statement of an ad among the user's decisions: the newest one about it. */
export const statementOfPost = (statements: readonly DecisionStatement[] | undefined, postId: number) =>
  statements?.find((statement) => statement.postId === postId);
