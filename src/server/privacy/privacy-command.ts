/**
 * Operator commands for a request received by e-mail (docs/operations.md, « Data requests »):
 *   npm run data:export -- <email> <file.zip>     the account's data, the same ZIP as « Télécharger mes données »
 *   npm run data:erase -- <email>                 what an erasure would take away (nothing is changed)
 *   npm run data:erase -- <email> --confirm       the erasure, as « Supprimer mon compte » does it
 * They open the database of the environment (DATABASE_URL, or the embedded PGlite: stop the
 * server first, PGlite allows one process at a time). Mails are written to the outbox; the
 * running server's worker delivers them.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { findUserByEmail } from '../accounts/users.js';
import { createDemoProvider } from '../billing/demo-provider.js';
import { createStripeProvider } from '../billing/stripe-provider.js';
import { consoleLogger, openCommandEnvironment, print, runCommand } from '../operator-console.js';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { RateLimiter } from '../http/rate-limit.js';
import { enqueueMail } from '../mail/outbox.js';
import { writeAccountArchive } from './account-archive.js';
import { accountContents } from './account-deletion.js';
import { eraseAccount, runningSubscriptions } from './account-erasure.js';
import type { DataRightsDeps } from './context.js';

const usage = 'Usage: npm run data:export -- <email> <file.zip>\n       npm run data:erase -- <email> [--confirm]';

function dataRightsDeps(config: Config, database: DatabaseHandle): DataRightsDeps {
  const log = consoleLogger();
  const now = () => new Date();
  const mailer = {
    enqueue: (db: DataRightsDeps['db'], message: Parameters<typeof enqueueMail>[1], options?: { eraseWhenSent?: boolean }) =>
      enqueueMail(db, message, now(), options),
  };
  const provider = config.stripe ? createStripeProvider({ config, mailer, now, log }) : createDemoProvider({ config, mailer, now });
  return { db: database.db, config, now, mailer, provider, log };
}

async function main(argv: string[]): Promise<number> {
  const [command, email, extra] = argv;
  if (!command || !email || (command === 'export' && !extra) || (command === 'erase' && extra !== undefined && extra !== '--confirm')) {
    console.error(usage);
    return 64;
  }
  const environment = await openCommandEnvironment();
  if (typeof environment === 'number') return environment;
  const { config, database } = environment;
  try {
    const deps = dataRightsDeps(config, database);
    const user = await findUserByEmail(database.db, email);
    if (!user) {
      console.error(`No account with the e-mail ${email}.`);
      return 1;
    }
    if (command === 'export') {
      const out = createWriteStream(extra!, { flags: 'wx', mode: 0o600 });
      await once(out, 'open');
      const { bytes, files } = await writeAccountArchive(deps, user, async (chunk) => {
        if (!out.write(chunk)) await once(out, 'drain');
      });
      out.end();
      await once(out, 'finish');
      print(`${email}: ${files} file(s), ${bytes} bytes written to ${extra!} (index.html inside). Send it to the person over a channel that protects it.`);
      return 0;
    }
    if (command === 'erase') {
      const { counts, other } = await accountContents(database.db, user.id);
      const running = await runningSubscriptions(database.db, user.id);
      const holds = Object.entries(counts).map(([what, n]) => `${what} ${n}`);
      for (const o of other) holds.push(`${o.label} ${o.rows}`);
      if (extra !== '--confirm') {
        print(`${email} (user ${user.id}): ${holds.join(', ')}; running subscription(s) ${running.length}.`);
        print(`Nothing was changed. To erase this account for good: npm run data:erase -- ${email} --confirm`);
        return 0;
      }
      const limiter = new RateLimiter(database.db, deps.now);
      const erased = await eraseAccount({ ...deps, limiter }, user.id, 'operator');
      await limiter.close();
      if (!erased) {
        console.error(`${email} was erased meanwhile.`);
        return 1;
      }
      print(
        `${email} (user ${user.id}) erased: ${holds.join(', ')}; ${erased.subscriptionsEnded} subscription(s) ended at the provider; ${erased.paymentsKept} payment(s) kept as accounting records. The confirmation mail is in the outbox.`,
      );
      return 0;
    }
    console.error(usage);
    return 64;
  } finally {
    await database.close();
  }
}

runCommand(main);
