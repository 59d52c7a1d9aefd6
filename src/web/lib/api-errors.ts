import { httpMessages, operationFailed } from '../../domain/messages';
import { statusCatalogue } from '../../domain/status-messages';

/** A failed call: `status` is set when the server answered, `data` holds its JSON body. */
export class ApiRequestError extends Error {
  constructor(
    readonly kind: 'http' | 'network' | 'setup',
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(kind === 'http' ? `HTTP ${status}` : kind);
    this.name = 'ApiRequestError';
  }
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (Array.isArray(value)) return value.map(firstString).find(Boolean);
  return undefined;
}

/** The server's own message in any of the shapes it answers with. */
export function serverMessage(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return typeof data === 'string' && data.trim() && !data.trimStart().startsWith('<') ? data : undefined;
  const d = data as Record<string, unknown>;
  const error = d.error && typeof d.error === 'object' ? (d.error as Record<string, unknown>).message : d.error;
  return firstString(d.message) ?? firstString(d.detail) ?? firstString(error) ?? firstString(d.non_field_errors);
}

/** The first message of a field error `{field: ["message"]}`. */
export function fieldMessage(data: unknown, field: string): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  return firstString((data as Record<string, unknown>)[field]);
}

/**
 * The error catalogue « by HTTP status » (domain/status-messages.ts, shared with the server): the
 * French sentence a user sees for a failed call, `operation` naming what failed ("la sauvegarde du CV").
 */
export function describeApiError(error: unknown, operation: string): string {
  if (!(error instanceof ApiRequestError)) return operationFailed(operation);
  if (error.kind === 'network') return httpMessages.connectionProblem;
  if (error.kind === 'setup' || error.status === undefined) return operationFailed(operation);
  const own = serverMessage(error.data);
  const entry = statusCatalogue[error.status];
  if (!entry) return own ?? operationFailed(operation, error.status);
  return entry.serverWordsFirst ? (own ?? entry.message) : entry.message;
}
