/** The user object every accounts answer carries (login, register, verify-email, profile). */
export interface AccountUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  country: string;
  address: string;
  postal_code: string;
  city: string;
  is_email_verified: boolean;
  /** ISO 8601. */
  date_joined: string;
  /** False for an account created through a social provider that never set a password. */
  has_password: boolean;
  /** A new address waiting for its confirmation link to be followed; the current one stays active. */
  pending_email: string | null;
}

export interface AuthTokens {
  access: string;
  refresh: string;
}

/** Login, registration and verify-email answers. */
export interface AuthResult {
  tokens: AuthTokens;
  user: AccountUser;
}
