import { createHistogram, performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';

const SAMPLE_EVERY_MS = 20;

/** Milliseconds with two decimals, from the histogram's microseconds. */
const ms = (us: number) => Math.round(us / 10) / 100;

/**
 * The event loop's delay, for the operator: every `intervalMs` one log line with the period's
 * p50, p99 and maximum delay (`eventLoopDelayMs`), at warn level when p99 reaches `warnMs`.
 * A delayed loop delays every request of the process, the health check included
 * (docs/operations.md gives the alert threshold).
 *
 * Sampled by a timer of our own (how late it runs) rather than `monitorEventLoopDelay`: that
 * one loses a stall when its histogram is reset before its own timer has recorded it.
 */
export const eventLoopLag = fp(
  async (app, opts: { intervalMs: number; warnMs: number }) => {
    if (opts.intervalMs <= 0) return;
    const histogram = createHistogram();
    let last = performance.now();
    const sampler = setInterval(() => {
      const now = performance.now();
      histogram.record(Math.max(1, Math.round((now - last - SAMPLE_EVERY_MS) * 1000)));
      last = now;
    }, SAMPLE_EVERY_MS).unref();
    const reporter = setInterval(() => {
      if (histogram.count === 0) return;
      const eventLoopDelayMs = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) };
      histogram.reset();
      if (eventLoopDelayMs.p99 >= opts.warnMs) {
        app.log.warn({ eventLoopDelayMs }, `event loop delay: p99 ${eventLoopDelayMs.p99} ms, at or above ${opts.warnMs} ms`);
      } else {
        app.log.info({ eventLoopDelayMs }, 'event loop delay');
      }
    }, opts.intervalMs).unref();
    app.addHook('onClose', async () => {
      clearInterval(sampler);
      clearInterval(reporter);
    });
  },
  { name: 'event-loop-lag' },
);
