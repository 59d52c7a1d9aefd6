import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { httpMessages } from '../../domain/messages.js';
import { statusDetail } from '../../domain/status-messages.js';

/** The three answer shapes the web client reads. */
export type FieldErrors = Record<string, string[]>;
export type ErrorBody = FieldErrors | { non_field_errors: string[] } | { detail: string; code?: string };

/** An error whose body is already in the client's shape; thrown from any route. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof (body as { detail?: unknown }).detail === 'string' ? (body as { detail: string }).detail : 'ApiError');
  }
}

export const fieldError = (field: string, message: string, status = 400) => new ApiError(status, { [field]: [message] });
export const nonFieldError = (message: string, status = 400) => new ApiError(status, { non_field_errors: [message] });
export const detailError = (status: number, detail: string, code?: string) => new ApiError(status, code ? { detail, code } : { detail });
export const notFound = (detail: string = httpMessages.notFound) => detailError(404, detail, 'not_found');

/** Turns zod issues into `{field: [message]}`; nested paths are joined with dots. */
export function zodIssuesToFieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/**
 * Errors of the multipart reader about the bytes the client sent: a form cut short (the upload
 * interrupted, a truncated body), a boundary missing from the content type.
 */
const MULTIPART_CLIENT_ERRORS =
  /^(Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Multipart: Boundary not found)$/;

/** The SQLSTATE of a PostgreSQL error, also when Drizzle wraps it (`cause`). */
function postgresCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, severity } = e as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string') return code;
  }
  return undefined;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? httpMessages.badRequest,
      }));
      return reply.code(400).send(zodIssuesToFieldErrors(issues));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ detail: httpMessages.serverError });
    }
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      // The browser went away mid-answer (a navigation cancelled a download): nothing failed here.
      request.log.info({ code: error.code }, 'the client closed the connection before the answer was complete');
      return reply.code(500).send({ detail: httpMessages.serverError });
    }
    if (typeof error.statusCode !== 'number' && MULTIPART_CLIENT_ERRORS.test(error.message)) {
      request.log.info({ reason: error.message }, 'malformed multipart body');
      return reply.code(400).send({ detail: httpMessages.badRequest });
    }
    // Class 22 (data exception: a value PostgreSQL cannot store or read as its type) comes from
    // what the client sent; the edge (request-edge.ts) should have caught it, so it is a warning.
    const sqlState = postgresCode(error);
    if (sqlState?.startsWith('22')) {
      request.log.warn({ sqlState }, 'the database refused a value sent by the client');
      return reply.code(400).send({ detail: httpMessages.badRequest });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ detail: statusDetail(status) });
    }
    // Client errors raised by Fastify or its plugins (bad JSON, too large, rate limit...).
    request.log.info({ code: error.code, status }, error.message);
    return reply.code(status).send({ detail: statusDetail(status) });
  });
}
