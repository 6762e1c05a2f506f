import { errorMessages, type FieldError, failure } from '@skelbimai/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from './errors.ts';
import { apiMessages } from './messages.ts';

/**
 * The single error path: every failure leaves as the envelope with Lithuanian messages. Unexpected errors
 * are logged with their cause and answered with a generic message, never a stack trace.
 */
// Sync and returning nothing: Fastify then leaves the reply to us instead of awaiting it as a thenable.
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const { messages, errors } = fieldErrorsOf(error.validation);
    reply.status(400).send(failure([errorMessages.validation, ...messages], errors));
    return;
  }
  if (error instanceof AppError) {
    reply.status(error.status).send({ ...failure(error.messages, error.fieldErrors), data: error.data });
    return;
  }
  if (isDatabaseUnavailable(error)) {
    // The database is down or cut off: not this request's fault, and the pool reconnects by itself.
    request.log.warn({ err: error }, 'Database unavailable');
    reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    reply.send(failure([apiMessages.serviceUnavailable]));
    return;
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code, status }, error.message);
    reply.status(status).send(failure([clientErrorMessage(error, status)]));
    return;
  }
  request.log.error({ err: error }, 'Unhandled error');
  reply.status(500).send(failure([errorMessages.server]));
}

/** What a 429 that named no wait says: the shortest window any limit counts in. */
export const FALLBACK_RETRY_AFTER_SECONDS = 60;

/**
 * Every 429 leaves with Retry-After, whichever path answered it: a limit's AppError carries its own seconds
 * (errorHandler), @fastify/rate-limit sets them itself, and anything else gets a minute and an error in the
 * log, so a limit added without its wait is still answered correctly and shows up in the log.
 */
export function registerRetryAfterGuarantee(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 429 && !reply.hasHeader('retry-after')) {
      request.log.error({ url: request.url }, '429 without Retry-After');
      reply.header('retry-after', String(FALLBACK_RETRY_AFTER_SECONDS));
    }
    return payload;
  });
}

/** How long a client is asked to wait while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Issues grouped per property ('emailOrPhone', 'address.city'); an issue about the whole input is general. */
function fieldErrorsOf(issues: ZodFastifySchemaValidationError[]) {
  const messages: string[] = [];
  const byProperty = new Map<string, string[]>();
  for (const issue of issues) {
    const property = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = issue.message ?? errorMessages.validation;
    if (!property) {
      messages.push(message);
      continue;
    }
    const list = byProperty.get(property) ?? [];
    if (!list.includes(message)) list.push(message);
    byProperty.set(property, list);
  }
  const errors: FieldError[] = [...byProperty].map(([property, list]) => ({ property, errors: list }));
  return { messages, errors };
}

function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return apiMessages.malformedBody;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return apiMessages.unsupportedMediaType;
  }
  if (error instanceof SyntaxError) return apiMessages.malformedBody;
  switch (status) {
    case 401:
      return errorMessages.unauthorized;
    case 403:
      return errorMessages.forbidden;
    case 404:
      return errorMessages.notFoundRaw;
    case 405:
      return apiMessages.methodNotAllowed;
    case 413:
      return apiMessages.payloadTooLarge;
    case 415:
      return apiMessages.unsupportedMediaType;
    case 429:
      return errorMessages.tooManyRequests;
    default:
      return apiMessages.badRequest;
  }
}
