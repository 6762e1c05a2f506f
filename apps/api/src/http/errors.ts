import { errorMessages, type FieldError } from '@skelbimai/contract';

/**
 * The one way a service reports a failure the user should see. The error handler turns it into the
 * envelope { succeeded: false, data: null, messages, errors } with `status` as the HTTP status.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly messages: string[];

  constructor(
    readonly status: number,
    message: string | string[],
    readonly fieldErrors: FieldError[] = [],
  ) {
    const messages = Array.isArray(message) ? message : [message];
    super(messages.join(' '));
    this.messages = messages;
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
  static conflict(message: string | string[], fieldErrors?: FieldError[]) {
    return new AppError(409, message, fieldErrors);
  }
}
