import { detailError } from '../http/errors.js';

/** A file the user must change before we can take it: 400 with the French reason, nothing stored. */
export function rejectUpload(message: string, status = 400): never {
  throw detailError(status, message, 'invalid_document');
}
