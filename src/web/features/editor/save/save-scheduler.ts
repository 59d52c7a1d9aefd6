import { AUTOSAVE_DELAY_MS } from './save-status';

export type SaveTrigger = 'auto' | 'manual' | 'retry';

export interface SaveSnapshot {
  /** Changes not yet saved (or a save in flight that does not cover them). */
  dirty: boolean;
  saving: boolean;
  /** The last attempt failed and a retry is planned. */
  failed: boolean;
  lastSavedAt?: number;
}

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface SaveSchedulerOptions {
  /** Writes the current state (create or update). Throws on failure. */
  save: () => Promise<void>;
  /** Autosave only when this holds (signed in, a title and a template). */
  canAutosave: () => boolean;
  onChange?: (snapshot: SaveSnapshot) => void;
  /** A failed save; `streak` counts consecutive failures (1 for the first). */
  onError?: (error: unknown, trigger: SaveTrigger, streak: number) => void;
  delayMs?: number;
  /** False for a failure that retrying cannot fix (a conflict, a field to correct): no retry is planned. */
  shouldRetry?: (error: unknown) => boolean;
  /** Waits before retrying a failed save, by consecutive failure; the last repeats. */
  retryDelaysMs?: readonly number[];
  now?: () => number;
  timers?: Timers;
}

export const RETRY_DELAYS_MS = [3000, 6000, 15_000, 30_000] as const;

/**
 * The save cycle of spec section 4. Every change bumps a revision and (re)starts the autosave
 * timer; a manual save cancels the timer and saves at once. Saves never overlap: a save asked
 * for while one is in flight runs right after it, and whatever changed during a save is saved
 * after it. A failed save keeps the changes and is retried with a growing delay.
 */
export class SaveScheduler {
  private revision = 0;
  private savedRevision = 0;
  private timer: unknown;
  private running: Promise<void> | undefined;
  private again = false;
  private failures = 0;
  private lastSavedAt: number | undefined;
  private disposed = false;
  private readonly timers: Timers;
  private readonly now: () => number;

  constructor(private readonly options: SaveSchedulerOptions) {
    this.timers = options.timers ?? {
      setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
      clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
    };
    this.now = options.now ?? Date.now;
  }

  snapshot(): SaveSnapshot {
    return {
      dirty: this.revision > this.savedRevision,
      saving: this.running !== undefined,
      failed: this.failures > 0,
      lastSavedAt: this.lastSavedAt,
    };
  }

  /** A change to save; the autosave waits `delayMs` after the last one (each change replaces the pending save). */
  markChanged(delayMs: number = this.options.delayMs ?? AUTOSAVE_DELAY_MS): void {
    this.revision++;
    this.emit();
    if (this.options.canAutosave()) this.schedule(delayMs);
  }

  /** Everything up to now counts as saved (a state that came from the server). */
  markSaved(at: number | undefined = undefined): void {
    this.savedRevision = this.revision;
    this.failures = 0;
    if (at !== undefined) this.lastSavedAt = at;
    this.cancel();
    this.emit();
  }

  /** Plans an autosave in `delayMs`, replacing any planned one. */
  schedule(delayMs: number): void {
    if (this.disposed) return;
    this.cancel();
    this.timer = this.timers.setTimeout(() => {
      this.timer = undefined;
      void this.run('auto');
    }, delayMs);
  }

  cancel(): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }

  get hasPendingSave(): boolean {
    return this.timer !== undefined;
  }

  /**
   * Saves now (the pending autosave is cancelled). Resolves true once every change made before
   * the call is saved, false when a save failed.
   */
  async saveNow(trigger: SaveTrigger = 'manual'): Promise<boolean> {
    this.cancel();
    return this.run(trigger);
  }

  /** Stops every timer; later changes plan no save until `resume()`. */
  dispose(): void {
    this.disposed = true;
    this.cancel();
  }

  /** Undoes `dispose()` (a React effect that is set up again). */
  resume(): void {
    this.disposed = false;
  }

  private async run(trigger: SaveTrigger): Promise<boolean> {
    const target = this.revision;
    if (this.running) {
      this.again = true;
      await this.running;
      // The loop of the save in flight ran again for us, or failed.
      return this.savedRevision >= target && this.failures === 0;
    }
    if (this.revision === this.savedRevision) return true;
    this.running = this.loop(trigger);
    this.emit();
    await this.running;
    this.running = undefined;
    this.emit();
    return this.savedRevision >= target && this.failures === 0;
  }

  private async loop(trigger: SaveTrigger): Promise<void> {
    do {
      this.again = false;
      const revision = this.revision;
      try {
        await this.options.save();
        this.savedRevision = Math.max(this.savedRevision, revision);
        this.failures = 0;
        this.lastSavedAt = this.now();
      } catch (error) {
        this.failures++;
        this.options.onError?.(error, trigger, this.failures);
        if (!this.disposed && this.timer === undefined && this.options.shouldRetry?.(error) !== false) {
          const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
          const delay = delays[Math.min(this.failures, delays.length) - 1] ?? AUTOSAVE_DELAY_MS;
          this.timer = this.timers.setTimeout(() => {
            this.timer = undefined;
            void this.run('retry');
          }, delay);
        }
        return;
      }
      trigger = 'auto';
      // Changes made during the save: saved right after it when a save was asked for meanwhile;
      // otherwise their own autosave timer (already running) takes them.
    } while (this.again && this.revision > this.savedRevision && !this.disposed);
  }

  private emit(): void {
    this.options.onChange?.(this.snapshot());
  }
}
