import type { SocialProvider } from '../../domain/social/providers.js';

/** Who the provider says signed in, once its answer has been checked. */
export interface ProviderIdentity {
  provider: SocialProvider;
  /** The provider's stable user id (`sub`). */
  subject: string;
  email: string | undefined;
  /** True only when the provider asserts it (Apple sometimes writes it as the string "true"). */
  emailVerified: boolean;
  firstName: string | undefined;
  lastName: string | undefined;
}

type Claims = Record<string, unknown>;

const NAME_MAX = 100;

function text(value: unknown, max = 320): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

export function isAsserted(value: unknown): boolean {
  return value === true || value === 'true';
}

/** The identity in OpenID claims (an ID token, possibly completed by the userinfo answer). */
export function identityFromClaims(provider: SocialProvider, claims: Claims): ProviderIdentity | undefined {
  const subject = text(claims.sub, 255);
  if (!subject) return undefined;
  return {
    provider,
    subject,
    email: text(claims.email)?.toLowerCase(),
    emailVerified: isAsserted(claims.email_verified),
    firstName: text(claims.given_name, NAME_MAX),
    lastName: text(claims.family_name, NAME_MAX),
  };
}

/**
 * The name in Apple's `user` payload, the JSON Apple sends only the first time a user signs in:
 * `{"name": {"firstName": "…", "lastName": "…"}, "email": "…"}`. Its e-mail is not signed and is
 * never used; a payload that does not parse is ignored (the name is a nicety, not a requirement).
 */
export function nameFromAppleUser(serialized: string | undefined): { firstName?: string; lastName?: string } {
  if (!serialized) return {};
  try {
    const parsed: unknown = JSON.parse(serialized);
    const name = parsed && typeof parsed === 'object' ? (parsed as { name?: unknown }).name : undefined;
    if (!name || typeof name !== 'object') return {};
    const { firstName, lastName } = name as { firstName?: unknown; lastName?: unknown };
    return { firstName: text(firstName, NAME_MAX), lastName: text(lastName, NAME_MAX) };
  } catch {
    return {};
  }
}
