import { codeOfText, text, type ErrorCode, type MessageParams } from '@gamelot/contract/speak';

/** A field's refusal: its code, with the values its text needs when it has placeholders. */
export type FieldError = ErrorCode | { code: ErrorCode; params?: MessageParams };
export type FieldErrors = Record<string, FieldError>;

export interface AppErrorOptions {
  /** The values of the code's `{name}` placeholders. */
  params?: MessageParams;
  fieldErrors?: FieldErrors;
  /** Added to the body (e.g. the figures a client needs to try again); the route's response schema declares them. */
  details?: Record<string, unknown>;
}

/**
 * A refusal as a status, a code and its parameters (docs/decisions/0064-texts-as-codes.md): the
 * error handler writes the code's text in the request's language and sends the code with it.
 * `message` is the English text, for logs.
 */
export class AppError extends Error {
  readonly params?: MessageParams;
  readonly fieldErrors?: FieldErrors;
  readonly details?: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    { params, fieldErrors, details }: AppErrorOptions = {},
  ) {
    super(text('en', code, params));
    this.params = params;
    this.fieldErrors = fieldErrors;
    this.details = details;
  }
}

export const badRequest = (code: ErrorCode, fieldErrors?: FieldErrors, params?: MessageParams) =>
  new AppError(400, code, { fieldErrors, params });
export const unauthorized = (code: ErrorCode = 'unauthorized') => new AppError(401, code);
export const forbidden = (code: ErrorCode = 'forbidden') => new AppError(403, code);
export const notFound = (code: ErrorCode = 'notFound') => new AppError(404, code);
export const conflict = (code: ErrorCode, params?: MessageParams, details?: Record<string, unknown>) =>
  new AppError(409, code, { params, details });

/**
 * The refusals of a rule shared with the web (contract/src/offer-rules.ts), which speaks the English
 * catalogue's texts, as codes; a text outside the catalogue becomes `invalidInput`.
 */
export function fieldErrorsOfTexts(texts: Record<string, string>): FieldErrors {
  return Object.fromEntries(
    Object.entries(texts).map(([field, english]) => [field, codeOfText(english) ?? 'invalidInput']),
  );
}
