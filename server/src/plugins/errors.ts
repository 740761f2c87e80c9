import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@gamelot/contract/messages';
import type { ErrorBody } from '@gamelot/contract/schemas/error';
import { AppError } from '../errors.ts';

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

export function errorBody(status: number, message: string, fieldErrors?: Record<string, string>): ErrorBody {
  return { status, error: reasons[status] ?? 'Error', message, ...(fieldErrors ? { fieldErrors } : {}) };
}

/** The one error handler (docs/ARCHITECTURE.md#errors): every failure becomes {status, error, message}. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      const body = errorBody(err.statusCode, err.message, err.fieldErrors);
      return reply.status(err.statusCode).send(err.details ? { ...err.details, ...body } : body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors: Record<string, string> = {};
      for (const v of err.validation) {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        if (field && !fieldErrors[field]) fieldErrors[field] = v.message ?? MESSAGES.invalidInput;
      }
      const first = err.validation[0]?.message;
      const message = Object.keys(fieldErrors).length === 1 && first ? first : MESSAGES.invalidInput;
      return reply.status(400).send(errorBody(400, message, fieldErrors));
    }
    const status = err.statusCode ?? 500;
    if (status === 429)
      return reply.status(429).send(errorBody(429, err.message || MESSAGES.tooManyRequests));
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.status(413).send(errorBody(413, MESSAGES.payloadTooLarge));
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      return reply.status(400).send(errorBody(400, MESSAGES.malformedJson));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(status, err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody(500, MESSAGES.internalError));
  });
});
