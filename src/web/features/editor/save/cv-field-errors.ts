import { ApiRequestError } from '../../../lib/api-errors';

/** The field errors of a 400 on a CV (`{detail, <path>: [message]}`), in the server's order. */
export function cvFieldErrors(error: unknown): { path: string; message: string }[] | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 400 || !error.data || typeof error.data !== 'object') return undefined;
  const fields = Object.entries(error.data as Record<string, unknown>).flatMap(([path, messages]) =>
    path !== 'detail' && path !== 'code' && Array.isArray(messages) && typeof messages[0] === 'string' ? [{ path, message: messages[0] }] : [],
  );
  return fields.length ? fields : undefined;
}
