import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@gamelot/contract/schemas/error';
import type { Language } from '@gamelot/contract/schemas/settings';
import { text, type ErrorCode, type MessageParams } from '@gamelot/contract/speak';
import { AppError, type FieldErrors } from '../errors.ts';
import { validationError } from '../validation-errors.ts';

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Our code for a client error this server did not word itself (fastify's, a plugin's). */
const codeByStatus: Partial<Record<number, ErrorCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

/**
 * The one error body (docs/ARCHITECTURE.md#errors): the code, and its text in `lang`; each field's
 * refusal as its text too.
 */
export function errorBody(
  lang: Language,
  status: number,
  code: ErrorCode,
  params?: MessageParams,
  fieldErrors?: FieldErrors,
): ErrorBody {
  const fields = fieldErrors
    ? Object.fromEntries(
        Object.entries(fieldErrors).map(([field, e]) => [
          field,
          typeof e === 'string' ? text(lang, e) : text(lang, e.code, e.params),
        ]),
      )
    : undefined;
  return {
    status,
    error: reasons[status] ?? 'Error',
    message: text(lang, code, params),
    ...(fields ? { fieldErrors: fields } : {}),
    code,
  };
}

const bodyOf = (lang: Language, err: AppError) => {
  const body = errorBody(lang, err.statusCode, err.code, err.params, err.fieldErrors);
  return err.details ? { ...err.details, ...body } : body;
};

/** The one error handler (docs/ARCHITECTURE.md#errors): every failure becomes {status, error, message, code}. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const lang = request.lang;
    if (err instanceof AppError) return reply.status(err.statusCode).send(bodyOf(lang, err));
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        ...v.params,
        code: v.keyword,
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message,
      }));
      return reply.status(400).send(bodyOf(lang, validationError(issues)));
    }
    const status = err.statusCode ?? 500;
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.status(413).send(errorBody(lang, 413, 'payloadTooLarge'));
    }
    if (
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err instanceof SyntaxError
    ) {
      return reply.status(400).send(errorBody(lang, 400, 'malformedJson'));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err }, 'client error');
      return reply.status(status).send(errorBody(lang, status, codeByStatus[status] ?? 'badRequest'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody(lang, 500, 'internalError'));
  });
});
