import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import type { FastifyBaseLogger } from 'fastify';

/** For the operator commands (billing, data requests): warnings and errors on stderr, one line each. */
export function consoleLogger(): FastifyBaseLogger {
  const write = (level: string) => (obj: unknown, msg?: string) =>
    console.error(`${level}: ${msg ?? ''} ${typeof obj === 'string' ? obj : JSON.stringify(obj, (_k, v: unknown) => (v instanceof Error ? v.message : v))}`);
  const noop = () => undefined;
  const logger = {
    level: 'warn',
    fatal: write('fatal'),
    error: write('error'),
    warn: write('warn'),
    info: noop,
    debug: noop,
    trace: noop,
    silent: noop,
    child: () => logger,
  };
  return logger;
}

/** A command's report goes to stdout (the operator may redirect it); problems to stderr. */
export const print = (line: string) => process.stdout.write(`${line}\n`);

/**
 * The configuration and the migrated database of the environment, as the server opens them; or
 * the exit code (78) after printing what is wrong with the configuration.
 */
export async function openCommandEnvironment(): Promise<{ config: Config; database: DatabaseHandle } | number> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 78;
    }
    throw err;
  }
  const database = await openDatabase(config.database);
  await database.migrate();
  return { config, database };
}

/**
 * Runs a command's `main` with the process arguments and exits with its code. An error the app
 * raises for a person (an HTTP error: « provider unavailable »...) prints its message; anything
 * else prints in full.
 */
export function runCommand(main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error && 'statusCode' in err ? err.message : err);
      process.exit(1);
    },
  );
}
