import { ApiRequestError } from '../../../lib/api-errors';

export type CvFieldError = { path: string; message: string };

/**
 * The CV does not fit the domain schema, found before sending it: the same field errors as the
 * server's 400 (`prepareCvForSending` parses with the schema the server uses).
 */
export class InvalidCvError extends Error {
  constructor(readonly fields: CvFieldError[]) {
    super('invalid CV');
    this.name = 'InvalidCvError';
  }
}

export function invalidCvError(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): InvalidCvError {
  return new InvalidCvError(issues.map((issue) => ({ path: issue.path.map(String).join('.') || 'non_field_errors', message: issue.message })));
}

/** The field errors of a 400 on a CV (`{detail, <path>: [message]}`), in the server's order. */
export function cvFieldErrors(error: unknown): CvFieldError[] | undefined {
  if (error instanceof InvalidCvError) return error.fields;
  if (!(error instanceof ApiRequestError) || error.status !== 400 || !error.data || typeof error.data !== 'object') return undefined;
  const fields = Object.entries(error.data as Record<string, unknown>).flatMap(([path, messages]) =>
    path !== 'detail' && path !== 'code' && Array.isArray(messages) && typeof messages[0] === 'string' ? [{ path, message: messages[0] }] : [],
  );
  return fields.length ? fields : undefined;
}
