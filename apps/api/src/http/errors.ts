import { errorMessages, type FieldError } from '@skelbimai/contract';

/**
 * The one way a service reports a failure the user should see. The error handler turns it into the
 * envelope { succeeded: false, data, messages, errors } with `status` as the HTTP status; data is null
 * unless the failure has something to show (a gone ad's title and category).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly messages: string[];
  /** A 429's seconds until the client may try again: the error handler sends them as Retry-After. */
  retryAfterSeconds: number | undefined;

  constructor(
    readonly status: number,
    message: string | string[],
    readonly fieldErrors: FieldError[] = [],
    readonly data: unknown = null,
  ) {
    const messages = Array.isArray(message) ? message : [message];
    super(messages.join(' '));
    this.messages = messages;
  }

  /** 429: a limit is spent; `retryAfterSeconds` (rounded up, at least 1) until it frees, sent as Retry-After. */
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    const error = new AppError(429, message);
    error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return error;
  }

  static badRequest(message: string | string[], fieldErrors?: FieldError[]) {
    return new AppError(400, message, fieldErrors);
  }
  static unauthorized(message: string = errorMessages.unauthorized) {
    return new AppError(401, message);
  }
  static forbidden(message: string = errorMessages.forbidden) {
    return new AppError(403, message);
  }
  static notFound(message: string = errorMessages.notFoundRaw) {
    return new AppError(404, message);
  }
  /** It existed and is no more: 410 with what may still be said of it. */
  static gone(message: string, data: unknown) {
    return new AppError(410, message, [], data);
  }
  static conflict(message: string | string[], fieldErrors?: FieldError[]) {
    return new AppError(409, message, fieldErrors);
  }
}
