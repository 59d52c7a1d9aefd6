import type { FastifyRequest } from 'fastify';

/**
 * What the logs may hold. Request lines carry no query values and no path segment that looks
 * like a token (reset links, e-mail verification keys sign a user in; OAuth codes and states),
 * and database errors carry the statement but never its parameters (a whole CV, an argon2id
 * hash) nor PostgreSQL's `detail` (which quotes the conflicting values).
 */

const REDACTED = '[redacted]';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A random token or a JWT: long runs of base64url (with dots for JWTs). Ids (UUIDs) stay readable. */
const TOKEN_LIKE = /^[A-Za-z0-9_\-.~%]{20,}$/;
/** Built files and fonts keep their names: they are not secrets and they help reading a log. */
const STATIC_FILE = /\.(js|mjs|css|map|woff2?|ttf|png|jpe?g|webp|svg|ico|txt|xml|webmanifest)$/i;

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const safePath = path
    .split('/')
    .map((segment) => (TOKEN_LIKE.test(segment) && !UUID.test(segment) && !STATIC_FILE.test(segment) ? REDACTED : segment))
    .join('/');
  if (q === -1) return safePath;
  const query = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq === -1 ? pair : `${pair.slice(0, eq)}=${REDACTED}`;
    })
    .join('&');
  return `${safePath}?${query}`;
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  statusCode?: unknown;
  cause?: SerializedError;
}

/** Drizzle writes the parameters into the message (`Failed query: ...\nparams: ...`). */
const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: withoutParams(String(err)), stack: '' };
  const e = err as Error & Record<string, unknown>;
  const out: SerializedError = {
    type: e.constructor?.name ?? 'Error',
    message: withoutParams(e.message),
    stack: e.stack ? withoutParams(e.stack) : '',
  };
  // PostgreSQL errors: the code and names, never `detail`/`where`, which quote row values.
  for (const key of ['code', 'constraint', 'table', 'column', 'statusCode'] as const) {
    if (e[key] !== undefined) out[key] = e[key];
  }
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** Pino options every app logger gets (tests' loggers included). */
export const logRedaction = {
  redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.new_password1', '*.new_password2'],
  serializers: { req: serializeRequest, err: serializeError, error: serializeError },
};
