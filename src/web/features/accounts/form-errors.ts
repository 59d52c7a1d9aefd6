import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { httpMessages } from '../../../domain/messages';
import { ApiRequestError, fieldMessage } from '../../lib/api-errors';

/** The error body of a failed call, if the server answered one. */
export function errorBody(error: unknown): Record<string, unknown> | undefined {
  return error instanceof ApiRequestError && error.data && typeof error.data === 'object' ? (error.data as Record<string, unknown>) : undefined;
}

export function errorCode(error: unknown): string | undefined {
  const code = errorBody(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Puts the server's field errors `{field: [message]}` under the form's fields. `fields` maps the
 * server's names to the form's (profile: first_name -> prenom). Returns true when one matched.
 */
export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: Record<string, Path<T>>): boolean {
  const body = errorBody(error);
  if (!body) return false;
  let matched = false;
  for (const [serverName, formName] of Object.entries(fields)) {
    const message = fieldMessage(body, serverName);
    if (message) {
      setError(formName, { type: 'server', message }, { shouldFocus: !matched });
      matched = true;
    }
  }
  return matched;
}

function nestedText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (Array.isArray(value)) return value.map(nestedText).find(Boolean);
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    return nestedText(v.message) ?? nestedText(v.detail) ?? nestedText(v.error);
  }
  return undefined;
}

/**
 * The message for the form as a whole (spec section 8): the server's detail (a string or nested),
 * else its first non_field_errors entry, else `fallback`. No answer at all: the connection message.
 */
export function formErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.kind === 'network') return httpMessages.connectionProblem;
  if (error.status !== undefined && error.status >= 500) return httpMessages.serverError;
  const body = errorBody(error);
  return nestedText(body?.detail) ?? nestedText(body?.non_field_errors) ?? (error.status === 429 ? httpMessages.tooManyRequests : fallback);
}
