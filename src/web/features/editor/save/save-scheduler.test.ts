import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveScheduler, type SaveSchedulerOptions } from './save-scheduler';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function make(overrides: Partial<SaveSchedulerOptions> = {}) {
  const save = vi.fn<() => Promise<void>>(async () => {});
  const onError = vi.fn();
  const scheduler = new SaveScheduler({ save, canAutosave: () => true, onError, ...overrides });
  return { scheduler, save: (overrides.save as typeof save | undefined) ?? save, onError };
}

describe('SaveScheduler', () => {
  it('autosaves 3 s after the last change, each change replacing the pending save', async () => {
    const { scheduler, save } = make();
    scheduler.markChanged();
    await vi.advanceTimersByTimeAsync(2000);
    scheduler.markChanged();
    await vi.advanceTimersByTimeAsync(2999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(scheduler.snapshot()).toMatchObject({ dirty: false, saving: false, lastSavedAt: Date.now() });
  });

  it('does not autosave when autosave is not allowed (signed out, no title or template)', async () => {
    let allowed = false;
    const { scheduler, save } = make({ canAutosave: () => allowed });
    scheduler.markChanged();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).not.toHaveBeenCalled();
    expect(scheduler.snapshot().dirty).toBe(true);
    allowed = true;
    scheduler.markChanged();
    await vi.advanceTimersByTimeAsync(3000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a manual save cancels the pending autosave and saves at once', async () => {
    const { scheduler, save } = make();
    scheduler.markChanged();
    await expect(scheduler.saveNow()).resolves.toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a manual save with nothing to save does nothing', async () => {
    const { scheduler, save } = make();
    await expect(scheduler.saveNow()).resolves.toBe(true);
    expect(save).not.toHaveBeenCalled();
  });

  it('never runs two saves at once; changes made during a save are saved after it', async () => {
    const first = deferred();
    let calls = 0;
    const save = vi.fn(async () => {
      calls++;
      if (calls === 1) await first.promise;
    });
    const { scheduler } = make({ save });
    scheduler.markChanged();
    const manual = scheduler.saveNow();
    expect(scheduler.snapshot().saving).toBe(true);
    scheduler.markChanged();
    const second = scheduler.saveNow();
    expect(save).toHaveBeenCalledTimes(1);
    first.resolve();
    await expect(manual).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(save).toHaveBeenCalledTimes(2);
    expect(scheduler.snapshot().dirty).toBe(false);
  });

  it('an autosave that fires during a save waits for it, then saves the newer changes', async () => {
    const first = deferred();
    let calls = 0;
    const save = vi.fn(async () => {
      calls++;
      if (calls === 1) await first.promise;
    });
    const { scheduler } = make({ save });
    scheduler.markChanged();
    await vi.advanceTimersByTimeAsync(3000);
    expect(save).toHaveBeenCalledTimes(1);
    scheduler.markChanged();
    await vi.advanceTimersByTimeAsync(3000);
    expect(save).toHaveBeenCalledTimes(1);
    first.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(scheduler.snapshot().dirty).toBe(false);
  });

  it('keeps the changes after a failure, reports it and retries with a growing delay', async () => {
    let fail = 2;
    const save = vi.fn(async () => {
      if (fail-- > 0) throw new Error('offline');
    });
    const { scheduler, onError } = make({ save, retryDelaysMs: [1000, 4000] });
    scheduler.markChanged();
    await vi.advanceTimersByTimeAsync(3000);
    expect(onError).toHaveBeenLastCalledWith(expect.any(Error), 'auto', 1);
    expect(scheduler.snapshot()).toMatchObject({ dirty: true, failed: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(onError).toHaveBeenLastCalledWith(expect.any(Error), 'retry', 2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(3);
    expect(scheduler.snapshot()).toMatchObject({ dirty: false, failed: false });
  });

  it('a failed manual save resolves false', async () => {
    const save = vi.fn(async () => {
      throw new Error('500');
    });
    const { scheduler, onError } = make({ save });
    scheduler.markChanged();
    await expect(scheduler.saveNow()).resolves.toBe(false);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'manual', 1);
  });

  it('markSaved adopts the current state as saved and cancels the pending save', async () => {
    const { scheduler, save } = make();
    scheduler.markChanged();
    scheduler.markSaved(123);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    expect(scheduler.snapshot()).toMatchObject({ dirty: false, lastSavedAt: 123 });
  });

  it('a custom delay serves the draft autosave after sign-in (100 ms) and at start (50 ms)', async () => {
    const { scheduler, save } = make();
    scheduler.markChanged(100);
    await vi.advanceTimersByTimeAsync(99);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does nothing after dispose', async () => {
    const { scheduler, save } = make();
    scheduler.markChanged();
    scheduler.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
  });
});
