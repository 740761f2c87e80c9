import { MESSAGES } from '@gamelot/contract/messages';

/**
 * An error with a status and a message meant for people; the error handler sends it as is, with
 * `details` (e.g. a `code` and the figures a client needs to try again) added to the body. A route
 * that sends details declares them in its response schema, or serialisation drops them.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(400, message, fieldErrors);
export const unauthorized = (message: string = MESSAGES.unauthorized) => new AppError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError(409, message, undefined, details);
