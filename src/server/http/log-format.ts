import { createRequire } from 'node:module';

/**
 * Logs for a person at a terminal outside production: pino-pretty (a development dependency,
 * run in pino's worker thread) turns the JSON lines into "14:05:31 INFO: message" with the
 * fields below. In production, or where pino-pretty is not installed (a production install),
 * the logs stay JSON lines for the log collector, and pino-pretty is never loaded.
 */
export function developmentLogTransport(options: { isProduction: boolean }): { transport: { target: string; options: Record<string, unknown> } } | undefined {
  if (options.isProduction) return undefined;
  let target: string;
  try {
    target = createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return undefined;
  }
  return { transport: { target, options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true } } };
}
