import { importPKCS8, SignJWT } from 'jose';

export interface AppleKeySettings {
  issuer: string;
  clientId: string;
  teamId: string;
  keyId: string;
  /** The .p8 key Apple gives (PKCS #8, PEM). */
  privateKey: string;
}

/** Apple accepts up to six months; a day is plenty, and a leaked one is soon worthless. */
export const APPLE_CLIENT_SECRET_LIFETIME_S = 24 * 60 * 60;
/** A cached secret is replaced this long before it expires. */
const RENEW_BEFORE_S = 60 * 60;

/**
 * Apple's client secret: an ES256 JWT signed with the team's Sign in with Apple key (issuer the
 * team id, subject the Services ID, audience Apple's issuer, key id in the header). Made once
 * and reused until it nears its expiry.
 */
export class AppleClientSecret {
  private cached: { value: string; expiresAt: number } | undefined;
  private key: ReturnType<typeof importPKCS8> | undefined;

  constructor(
    private readonly settings: AppleKeySettings,
    private readonly now: () => Date,
  ) {}

  /** The current secret; call `fresh()` first so that it is valid. */
  get value(): string {
    if (!this.cached) throw new Error('Apple client secret not made yet: await fresh() first');
    return this.cached.value;
  }

  async fresh(): Promise<string> {
    const nowS = Math.floor(this.now().getTime() / 1000);
    if (this.cached && this.cached.expiresAt - RENEW_BEFORE_S > nowS) return this.cached.value;
    this.key ??= importPKCS8(this.settings.privateKey, 'ES256');
    const expiresAt = nowS + APPLE_CLIENT_SECRET_LIFETIME_S;
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: this.settings.keyId })
      .setIssuer(this.settings.teamId)
      .setSubject(this.settings.clientId)
      .setAudience(this.settings.issuer)
      .setIssuedAt(nowS)
      .setExpirationTime(expiresAt)
      .sign(await this.key);
    this.cached = { value, expiresAt };
    return value;
  }
}
