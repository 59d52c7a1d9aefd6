import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { httpMessages } from '../../domain/messages.js';
import type { Database } from '../db/client.js';
import { rateLimits } from '../db/schema/rate-limits.js';
import { BatchedRateLimiter } from './batched-rate-limit.js';
import { ApiError } from './errors.js';

export interface RateLimitRule {
  /** Part of the stored key: rule names must be unique. */
  name: string;
  limit: number;
  windowSeconds: number;
  /**
   * Counted in memory and added to the shared counter in batches (batched-rate-limit.ts): for
   * hot paths where an upsert per call would cost more than the call itself.
   */
  batched?: boolean;
}

/**
 * The limits of the accounts calls (docs/decisions/2026-11-22-accounts-sessions-and-limits.md
 * gives the reason for each number). Login counts failures only; the others count every request.
 */
export const rateLimitRules = {
  /**
   * Online guessing against one account from one address: 10 wrong passwords per 15 min, from
   * browsers without the account's device cookie (accounts/device-cookie.ts).
   */
  loginFailuresPerAccountAndIp: { name: 'login-fail-account-ip', limit: 10, windowSeconds: 15 * 60 },
  /**
   * The account's shared allowance: wrong passwords from every browser without its device
   * cookie, whatever their address (a botnet). Once spent, those browsers are refused with a
   * message saying what to do; a browser where the owner signed in before keeps its own.
   */
  loginFailuresPerAccount: { name: 'login-fail-account', limit: 30, windowSeconds: 15 * 60 },
  /** A browser with the account's device cookie: its own allowance, counted on its nonce. */
  loginFailuresPerDevice: { name: 'login-fail-device', limit: 10, windowSeconds: 15 * 60 },
  /** Password spraying from one address, generous for offices and schools behind one NAT. */
  loginFailuresPerIp: { name: 'login-fail-ip', limit: 50, windowSeconds: 15 * 60 },
  /** A wrong current password on the change-password page (someone at an unlocked screen). */
  passwordCheckFailuresPerUser: { name: 'password-check-fail-user', limit: 10, windowSeconds: 15 * 60 },
  registrationsPerIp: { name: 'register-ip', limit: 10, windowSeconds: 60 * 60 },
  /** Each reset sends a mail: per address so that nobody floods a mailbox, per IP against scans. */
  resetRequestsPerIp: { name: 'reset-ip', limit: 10, windowSeconds: 60 * 60 },
  resetRequestsPerEmail: { name: 'reset-email', limit: 3, windowSeconds: 60 * 60 },
  verificationResendsPerIp: { name: 'resend-ip', limit: 10, windowSeconds: 60 * 60 },
  verificationResendsPerEmail: { name: 'resend-email', limit: 3, windowSeconds: 60 * 60 },
  contactMessagesPerIp: { name: 'contact-ip', limit: 5, windowSeconds: 60 * 60 },
  /** Each change sends two mails (new and old address). */
  emailChangesPerUser: { name: 'email-change-user', limit: 5, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Per-user limits on renders (the fair gate in rendering/fair-gate.ts bounds how many run at
 * once; these bound how many a user asks for). A CV list of 25 CVs loads 25 preview images.
 */
export const renderRateLimits = {
  /** Batched: a durable upsert per render would sit on the path of every PDF (issue 20's floor). */
  downloadsPerUser: { name: 'cv-download-user', limit: 60, windowSeconds: 10 * 60, batched: true },
  previewImagesPerUser: { name: 'cv-preview-image-user', limit: 300, windowSeconds: 60, batched: true },
  /**
   * Application files made (estimate or create): each renders the letter, the CV and the cover
   * in Chromium and merges every document (seconds of work for a scan-heavy file). Someone
   * preparing applications estimates a few times per file: 20 in 10 minutes is ample.
   */
  applicationFilesPerUser: { name: 'application-file-user', limit: 20, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateLimitRule>;

const subjectDigest = (subject: string) => createHash('sha256').update(subject.toLowerCase()).digest('hex').slice(0, 40);
/** The colon and the digest that end every key. */
const SUFFIX_LENGTH = 41;

/**
 * Fixed-window counters in PostgreSQL, so that every app process shares them. Subjects (an
 * address, an e-mail) are stored hashed.
 */
export class RateLimiter {
  private readonly batched: BatchedRateLimiter;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    onError: (err: unknown) => void = () => {},
  ) {
    this.batched = new BatchedRateLimiter({ add: (rule, subject, by) => this.add(rule, subject, by), windowOf: (rule) => this.window(rule) }, onError);
  }

  private key(rule: RateLimitRule, subject: string): string {
    return `${rule.name}:${subjectDigest(subject)}`;
  }

  window(rule: RateLimitRule): { start: Date; end: Date } {
    const size = rule.windowSeconds * 1000;
    const start = Math.floor(this.now().getTime() / size) * size;
    return { start: new Date(start), end: new Date(start + size) };
  }

  private tooMany(end: Date, detail: string = httpMessages.tooManyRequests): ApiError {
    const retryAfter = Math.max(1, Math.ceil((end.getTime() - this.now().getTime()) / 1000));
    return new ApiError(429, { detail }, { 'Retry-After': String(retryAfter) });
  }

  /** Adds `by` requests; the window's count and end. */
  async add(rule: RateLimitRule, subject: string, by = 1): Promise<{ count: number; windowEnd: Date }> {
    const { start, end } = this.window(rule);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: this.key(rule, subject), windowStart: start, windowEnd: end, count: by })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + excluded.count else excluded.count end`,
          windowStart: sql`excluded.window_start`,
          windowEnd: sql`excluded.window_end`,
        },
      })
      .returning({ count: rateLimits.count, windowEnd: rateLimits.windowEnd });
    return row ?? { count: by, windowEnd: end };
  }

  /** Counts one request; throws the 429 answer when it goes over the limit. Returns the count. */
  async consume(rule: RateLimitRule, subject: string): Promise<number> {
    if (rule.batched) {
      const taken = this.batched.take(rule, subject, this.key(rule, subject));
      if (!taken.allowed) throw this.tooMany(taken.windowEnd);
      return 0;
    }
    const row = await this.add(rule, subject);
    if (row.count > rule.limit) throw this.tooMany(row.windowEnd);
    return row.count;
  }

  /** Throws the 429 answer (with `detail`, else the generic one) when the limit is already reached, counting nothing. */
  async ensureBelow(rule: RateLimitRule, subject: string, detail?: string): Promise<void> {
    const { start, end } = this.window(rule);
    const [row] = await this.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, this.key(rule, subject)), eq(rateLimits.windowStart, start)))
      .limit(1);
    if (row && row.count >= rule.limit) throw this.tooMany(end, detail);
  }

  /** Counts one failure without refusing this request (the next one will be). Returns the count. */
  async record(rule: RateLimitRule, subject: string): Promise<number> {
    return (await this.add(rule, subject)).count;
  }

  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, this.key(rule, subject)));
  }

  /** Adds the batched counts still in memory to the shared counters. */
  flush(): Promise<void> {
    return this.batched.flush();
  }

  close(): Promise<void> {
    return this.batched.close();
  }

  /**
   * Erases every counter about these subjects (an erased account's id and addresses), whatever
   * the rule: the keys end with the subject's digest. Counters keyed on an address and an IP
   * together, or on a device cookie, cannot be told apart; they end with their window.
   */
  async forgetSubjects(subjects: string[]): Promise<void> {
    const suffixes = new Set(subjects.map((s) => `:${subjectDigest(s)}`));
    await this.batched.forget((key) => suffixes.has(key.slice(-SUFFIX_LENGTH)));
    if (suffixes.size) await this.db.delete(rateLimits).where(inArray(sql`right(${rateLimits.key}, ${SUFFIX_LENGTH})`, [...suffixes]));
  }

  /** Removes finished windows (housekeeping). */
  async purgeExpired(): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.windowEnd, this.now()));
  }
}
