import { errorMessages, type FieldError, failure } from '@skelbimai/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { apiMessages } from './messages.ts';

/**
 * The single error path: every failure leaves as the envelope with Lithuanian messages. Unexpected errors
 * are logged with their cause and answered with a generic message, never a stack trace.
 */
// Sync and returning nothing: Fastify then leaves the reply to us instead of awaiting it as a thenable.
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const { messages, errors } = fieldErrorsOf(error.validation);
    reply.status(400).send(failure([errorMessages.validation, ...messages], errors));
    return;
  }
  if (error instanceof AppError) {
    reply.status(error.status).send(failure(error.messages, error.fieldErrors));
    return;
  }
  if (error.statusCode === undefined && MALFORMED_MULTIPART.test(error.message)) {
    reply.status(400).send(failure([apiMessages.malformedMultipart]));
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

/**
 * @fastify/busboy's errors for a broken multipart body (no boundary, cut off mid-part) carry no status,
 * though the client caused them: whichever upload route reads the parts, they are a 400.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data)$/;

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
