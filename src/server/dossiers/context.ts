import type { CvsContext } from '../cvs/context.js';
import type { DossierWorkers } from './dossier-workers.js';

/** What the application operations work with: the same parts as the CV operations, and the merging threads. */
export interface DossiersContext extends CvsContext {
  workers: DossierWorkers;
}
