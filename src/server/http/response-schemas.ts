import { z } from 'zod';

/**
 * The answer schemas every route shares. The serializer encodes each answer with the schema of
 * its status, and a zod object drops the keys it does not list: answers are therefore described
 * as loose objects (extra keys kept), so that a schema documents and checks the fields the web
 * client reads without ever taking one away. An answer that breaks its schema is logged and
 * becomes a 500 (http/errors.ts): a test catches the drift, not a user.
 */

/**
 * An object schema that keeps the keys it does not list. Typed as a plain object of its listed
 * fields, so that the operations' interfaces (which have no index signature) satisfy it.
 */
export const looseObject = <T extends z.ZodRawShape>(shape: T): z.ZodObject<T> => z.looseObject(shape);

/** Any object, passed through whole: for a part of an answer that another schema owns (the CV document, a subscription view). */
export const anyObject = z.looseObject({}) as unknown as z.ZodType<object>;

/** `{detail}` (with a machine-readable `code` when the client branches on it, and any extra data such as `current_version`). */
export const detailErrorSchema = looseObject({ detail: z.string(), code: z.string().optional() });

/** `{non_field_errors: [msg]}`. */
export const nonFieldErrorsSchema = looseObject({ non_field_errors: z.array(z.string()) });

/** `{field: [msg]}`: one list of French messages per field (dotted paths for nested fields). */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

/** Any of the three error shapes the client reads (a 400 may be any of them; the CV 400 carries `detail` and field lists). */
export const errorSchema = z.union([detailErrorSchema, nonFieldErrorsSchema, fieldErrorsSchema]);

/**
 * The error answers of every route: Fastify picks the schema by status, then by `4xx`/`5xx`.
 * Spread into a route's `response` beside its success statuses.
 */
export const errorResponses = {
  '4xx': errorSchema,
  '5xx': detailErrorSchema,
} as const;

/** A route's whole `response`: its success statuses, then the shared error shapes. */
export function answers<const R extends Record<number, z.ZodType>>(success: R): R & typeof errorResponses {
  return { ...success, ...errorResponses };
}

/** `{detail}` success answers (a French confirmation). */
export const detailAnswerSchema = looseObject({ detail: z.string() });

/** An answer with no body (204, 304). */
export const noContentSchema = z.undefined().describe('no body');

/** A binary answer (PDF, image): sent as a Buffer, which the serializer never sees. */
export const binaryAnswerSchema = z.any().describe('binary body (Content-Type says which)');
