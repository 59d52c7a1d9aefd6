import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundWork } from '../accounts/background-work.js';
import type { PaymentProvider } from '../billing/provider.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { Mailer } from '../mail/plugin.js';

/** What erasing an account or copying its data needs: also what the operator command builds. */
export interface DataRightsDeps {
  db: Database;
  config: Config;
  now: () => Date;
  /** `kick` delivers at once (the running server); the command leaves the mails to the server's worker. */
  mailer: Pick<Mailer, 'enqueue'> & { kick?: () => void };
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

/** The routes' context: the above, plus the limits and the work done after an answer. */
export interface PrivacyContext extends DataRightsDeps {
  limiter: RateLimiter;
  background: BackgroundWork;
}
