// One error shape for every failure: {"error":{"code","message","fields"?}}; a database out of reach is a 503 to try
// again, other unexpected errors a logged 500.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/errors.js';

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const errorBody = (code: string, message: string, fields?: FieldErrors) => ({
  error: fields ? { code, message, fields } : { code, message },
});

/** The message of a 400 VALIDATION whose fields say what is wrong. */
export const CHECK_FIELDS = 'Please check the highlighted fields.';

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

const fastifyCodes: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'Send the request body as JSON (Content-Type: application/json).',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'MALFORMED_JSON', 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'MALFORMED_JSON', 'The request body is empty.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST', 'The Content-Length header does not match the body.'],
  FST_ERR_CTP_INVALID_TYPE: [
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'Send the request body as JSON (Content-Type: application/json).',
  ],
};

interface Issue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: { missingProperty?: string; additionalProperty?: string; errors?: Issue[] };
}

// Turns ajv's findings into {field: message} keyed by the body/query property name, first message per field. A schema's
// `errorMessage` (ajv-errors) is already in the fixed words (docs/product/texts-and-messages.md#validation); for a
// missing property it wraps the original.
function fieldsFromValidation(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of (error.validation ?? []) as Issue[]) {
    const worded = issue.keyword === 'errorMessage';
    const params = (worded ? issue.params.errors?.[0]?.params : issue.params) ?? {};
    const fromPath = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const key = params.missingProperty ?? (fromPath || params.additionalProperty || error.validationContext || '_');
    if (worded) fields[key] ??= issue.message ?? 'Invalid value';
    else
      fields[key] ??= params.missingProperty
        ? 'This field is required'
        : `Invalid value: ${issue.message ?? 'check this field'}`;
  }
  return fields;
}

/** The answer to an error thrown by a route, a hook or Fastify itself (plugins/errorHandling.ts). */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    if (error.headers) reply.headers(error.headers);
    return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.fields));
  }
  if (error.validation) {
    const where =
      error.validationContext === 'querystring' ? 'query parameters' : (error.validationContext ?? 'request');
    const message = where === 'body' ? CHECK_FIELDS : `Some ${where} are not valid.`;
    return reply.code(400).send(errorBody('VALIDATION', message, fieldsFromValidation(error)));
  }
  const known = error.code ? fastifyCodes[error.code] : undefined;
  if (known) return reply.code(known[0]).send(errorBody(known[1], known[2]));
  if (error instanceof SyntaxError)
    return reply.code(400).send(errorBody('MALFORMED_JSON', 'The request body is not valid JSON.'));
  const status = error.statusCode ?? 500;
  const databaseDown = status === 500 && isDatabaseUnavailable(error);
  if (databaseDown) request.log.warn({ err: error }, 'database unavailable');
  if (status === 503 || databaseDown) {
    reply.header('Retry-After', '5');
    return reply
      .code(503)
      .send(errorBody('UNAVAILABLE', 'The service is busy or restarting. Please try again shortly.'));
  }
  if (status === 429) return reply.code(429).send(errorBody('RATE_LIMITED', 'Too many requests.'));
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return reply.code(status).send(errorBody('BAD_REQUEST', 'The request could not be understood.'));
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send(errorBody('INTERNAL', INTERNAL_MESSAGE));
}

export function answerNotFound(_request: FastifyRequest, reply: FastifyReply) {
  reply.code(404).send(errorBody('NOT_FOUND', 'The requested resource was not found.'));
}
