import type { CvsContext } from '../cvs/context.js';

/** What the application operations work with: the same parts as the CV operations. */
export type DossiersContext = CvsContext;
