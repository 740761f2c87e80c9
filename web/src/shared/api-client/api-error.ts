/** docs/product.md#errors "Generic client error kinds": network, timeout, canceled, bad request, bad response. */
export type ApiErrorKind = 'network' | 'timeout' | 'canceled' | 'bad-request' | 'bad-response';

type ApiErrorInit = {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  fieldErrors?: Record<string, string> | undefined;
  body?: Record<string, unknown> | undefined;
  cause?: unknown;
};

/** Every failed call throws this; `message` is the server's text when it sent one. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  readonly fieldErrors: Record<string, string> | undefined;
  /** The server's error body as sent, for what a call documents beyond the message. */
  readonly body: Record<string, unknown>;
  /**
   * Which refusal it is (contract/src/messages.ts keys, docs/decisions/0064-texts-as-codes.md): the
   * server sends one with every error; compare it, never the message, which is in the reader's language.
   */
  readonly code: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.fieldErrors = init.fieldErrors;
    this.body = init.body ?? {};
    this.code = typeof this.body.code === 'string' ? this.body.code : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The server's message for an HTTP error (written in the request's language), else `fallback`: no
 * response, or none in the body. The client's own English placeholders ('Network error',
 * 'Request failed (500)') never reach the reader.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status > 0 && typeof error.body.message === 'string' && error.body.message)
    return error.body.message;
  return fallback;
}
