import { httpMessages } from '../../domain/messages.js';
import type { CvsContext } from '../cvs/context.js';
import { detailError } from '../http/errors.js';

/** What every letter operation works with: the same parts as the CV operations. */
export type LettersContext = CvsContext;

/** Another user's letter answers exactly like a letter that does not exist. */
export const letterNotFound = () => detailError(404, httpMessages.notFound);
