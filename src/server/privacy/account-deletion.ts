import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  otherDataLabels,
  privacyMessages as m,
  SOCIAL_REAUTH_MINUTES,
  type AccountDataSummary,
  type DeleteAccountRequest,
} from '../../domain/privacy/account-data.js';
import { isSocialProvider, providerLabels, type SocialProvider } from '../../domain/social/providers.js';
import { verifyPassword } from '../accounts/passwords.js';
import { sessionStartedAt } from '../accounts/sessions.js';
import { findCurrentSubscription, subscriptionAllowsDownload } from '../billing/subscription-store.js';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';
import { cvPhotos, cvs, cvVersions } from '../db/schema/cvs.js';
import { applications, attachments } from '../db/schema/dossiers.js';
import { letters, letterSignatures } from '../db/schema/letters.js';
import { refreshTokens } from '../db/schema/sessions.js';
import { socialAccounts } from '../db/schema/social.js';
import type { UserRow } from '../db/schema/users.js';
import { detailError, fieldError } from '../http/errors.js';
import { rateLimitRules } from '../http/rate-limit.js';
import { storedBytes } from './account-archive.js';
import { eraseAccount } from './account-erasure.js';
import type { PrivacyContext } from './context.js';
import { INLINE_EXPORT_MAX_BYTES } from './data-exports.js';
import { userReferences } from './user-tables.js';

/** Tables the summary counts by name (or that hold nothing the person would call theirs: links, caches, copies). */
const COUNTED_BY_NAME = new Set([
  'cvs',
  'letters',
  'attachments',
  'applications',
  'refresh_tokens',
  'social_accounts',
  'subscriptions',
  'billing_customers',
  'demo_invoices',
  'demo_setup_intents',
  'contact_messages',
  'account_tokens',
  'preview_images',
  'data_exports',
]);

const countOf = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;

async function linkedProviders(db: Database, userId: string): Promise<SocialProvider[]> {
  const rows = await db.select({ provider: socialAccounts.provider }).from(socialAccounts).where(eq(socialAccounts.userId, userId));
  return [...new Set(rows.map((r) => r.provider).filter(isSocialProvider))];
}

/** Until when an account without a password may be erased after its last sign-in, or null. */
async function socialConfirmationEnds(db: Database, sessionId: string, now: Date): Promise<Date | null> {
  const started = await sessionStartedAt(db, sessionId);
  const until = started ? new Date(started.getTime() + SOCIAL_REAUTH_MINUTES * 60_000) : null;
  return until && until.getTime() > now.getTime() ? until : null;
}

/** What the account holds, counted: the erasure's list (the page and the operator command show it). */
export async function accountContents(db: Database, userId: string): Promise<Pick<AccountDataSummary, 'counts' | 'other'>> {
  const mine = eq(cvs.userId, userId);
  const other: AccountDataSummary['other'] = [];
  for (const ref of await userReferences(db)) {
    if (COUNTED_BY_NAME.has(ref.table)) continue;
    const [found] = await queryRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from ${sql.identifier(ref.table)} where ${sql.identifier(ref.column)} = ${userId}`,
    );
    const rows = Number(found?.n ?? 0);
    if (rows) other.push({ label: otherDataLabels[ref.table] ?? `Autres données (${ref.table})`, rows });
  }
  return {
    counts: {
      cvs: await countOf(
        db
          .select({ n: count() })
          .from(cvs)
          .where(and(mine, isNull(cvs.deletedAt))),
      ),
      cvs_in_bin: await countOf(
        db
          .select({ n: count() })
          .from(cvs)
          .where(and(mine, isNotNull(cvs.deletedAt))),
      ),
      cv_versions: await countOf(db.select({ n: count() }).from(cvVersions).innerJoin(cvs, eq(cvs.id, cvVersions.cvId)).where(mine)),
      photos: await countOf(db.select({ n: count() }).from(cvPhotos).innerJoin(cvs, eq(cvs.id, cvPhotos.cvId)).where(mine)),
      letters: await countOf(db.select({ n: count() }).from(letters).where(eq(letters.userId, userId))),
      signatures: await countOf(
        db.select({ n: count() }).from(letterSignatures).innerJoin(letters, eq(letters.id, letterSignatures.letterId)).where(eq(letters.userId, userId)),
      ),
      documents: await countOf(db.select({ n: count() }).from(attachments).where(eq(attachments.userId, userId))),
      applications: await countOf(db.select({ n: count() }).from(applications).where(eq(applications.userId, userId))),
      sessions: await countOf(
        db
          .select({ n: sql<number>`count(distinct ${refreshTokens.familyId})::int` })
          .from(refreshTokens)
          .where(eq(refreshTokens.userId, userId)),
      ),
    },
    other,
  };
}

/** GET /api/accounts/data/summary/: what an erasure would take away (and keep), and how to confirm it. */
export async function accountDataSummary(ctx: PrivacyContext, user: UserRow, sessionId: string): Promise<AccountDataSummary> {
  const { db } = ctx;
  const now = ctx.now();
  const providers = await linkedProviders(db, user.id);
  const current = await findCurrentSubscription(db, user.id);
  const invoices = await ctx.provider.listInvoices(db, user).catch(() => []);
  return {
    email: user.email,
    ...(await accountContents(db, user.id)),
    linked_providers: providers,
    subscription:
      current && (await subscriptionAllowsDownload(db, user.id, current, now))
        ? {
            plan_type: current.planType,
            is_trial: current.isTrial,
            paid_until: (current.isTrial ? current.trialEnd : current.currentPeriodEnd)?.toISOString() ?? null,
            renews: !current.cancelAtPeriodEnd && current.status !== 'canceled',
          }
        : null,
    payments: invoices.filter((inv) => inv.status !== 'draft' && inv.amount > 0).length,
    reauth: user.passwordHash
      ? { method: 'password' }
      : { method: 'social', providers, confirmed_until: (await socialConfirmationEnds(db, sessionId, now))?.toISOString() ?? null },
    export_in_background: (await storedBytes(db, user.id)) > INLINE_EXPORT_MAX_BYTES,
  };
}

/**
 * POST /api/accounts/data/delete/: « Supprimer mon compte ». The person proves it is them right
 * before: the password (wrong ones count against the same limit as the password change), or,
 * for an account without one, a sign-in with its provider in the last minutes. Then the
 * account is erased (account-erasure.ts).
 */
export async function deleteOwnAccount(ctx: PrivacyContext, user: UserRow, sessionId: string, input: DeleteAccountRequest): Promise<{ detail: string }> {
  if (user.passwordHash) {
    if (!input.password) throw fieldError('password', m.passwordRequired);
    await ctx.limiter.ensureBelow(rateLimitRules.passwordCheckFailuresPerUser, user.id);
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      await ctx.limiter.record(rateLimitRules.passwordCheckFailuresPerUser, user.id);
      throw fieldError('password', m.passwordWrong);
    }
  } else if (!(await socialConfirmationEnds(ctx.db, sessionId, ctx.now()))) {
    const providers = await linkedProviders(ctx.db, user.id);
    const names = providers.length ? providers.map((p) => providerLabels[p]).join(' ou ') : 'Google, LinkedIn ou Apple';
    throw detailError(403, m.socialReauthRequired(names), 'reauthentication_required');
  }
  await eraseAccount(ctx, user.id, 'user');
  return { detail: m.accountDeleted };
}
