import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { socialErrorCodes, socialMessages } from '../../domain/social/messages.js';
import type { SocialFlowMode, SocialProvider } from '../../domain/social/providers.js';
import type { Database } from '../db/client.js';
import { oauthStates, type OAuthStateRow } from '../db/schema/social.js';
import { detailError } from '../http/errors.js';

/** A sign-in must come back from the provider within this long. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** 256 random bits, URL-safe. */
export function randomValue(): string {
  return randomBytes(32).toString('base64url');
}

export interface NewOAuthState {
  provider: SocialProvider;
  state: string;
  /** The value of the browser-binding cookie. */
  binding: string;
  codeVerifier: string | null;
  nonce: string | null;
  mode: SocialFlowMode;
}

export async function saveOAuthState(db: Database, input: NewOAuthState, now: Date): Promise<void> {
  await db.insert(oauthStates).values({
    stateHash: sha256(input.state),
    provider: input.provider,
    codeVerifier: input.codeVerifier,
    nonce: input.nonce,
    bindingHash: sha256(input.binding),
    mode: input.mode,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
  });
}

const invalidState = () => detailError(400, socialMessages.invalidState, socialErrorCodes.invalidState);

/**
 * Uses up the state of a callback: it must exist for this provider, come from the browser that
 * started the sign-in (its cookie), be unused and not expired. The row is marked used before any
 * other check can fail, so that a state never serves twice, even after a failed exchange.
 */
export async function consumeOAuthState(
  db: Database,
  input: { provider: SocialProvider; state: string | undefined; binding: string | undefined },
  now: Date,
): Promise<OAuthStateRow> {
  if (!input.state) throw invalidState();
  const [row] = await db
    .select()
    .from(oauthStates)
    .where(and(eq(oauthStates.stateHash, sha256(input.state)), eq(oauthStates.provider, input.provider)))
    .limit(1);
  if (!row) throw invalidState();
  if (row.usedAt) throw detailError(400, socialMessages.stateUsed, socialErrorCodes.stateUsed);
  const [used] = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(and(eq(oauthStates.id, row.id), isNull(oauthStates.usedAt)))
    .returning({ id: oauthStates.id });
  // Another request used it between the read and the write.
  if (!used) throw detailError(400, socialMessages.stateUsed, socialErrorCodes.stateUsed);
  if (!input.binding || sha256(input.binding) !== row.bindingHash) throw invalidState();
  if (row.expiresAt.getTime() <= now.getTime()) throw detailError(400, socialMessages.stateExpired, socialErrorCodes.stateExpired);
  return row;
}

/** Housekeeping: states a day past their expiry are of no use, even to explain a late callback. */
export async function purgeOAuthStates(db: Database, now: Date): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date(now.getTime() - 24 * 60 * 60_000)));
}
