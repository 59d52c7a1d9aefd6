import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Page } from '@playwright/test';
import pg from 'pg';

export const PASSWORD = 'Lac-Léman-au-printemps-42';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.ch`;
}

export interface SeededUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * An account written straight into the journeys' database (no registration, hence no rate limit
 * and no mail): verified unless told otherwise. The password hash uses the app's parameters.
 */
export async function seedUser(
  options: { verified?: boolean; firstName?: string; lastName?: string; email?: string; databaseUrl?: string } = {},
): Promise<SeededUser> {
  // `databaseUrl`: a journey that starts its own app (e.g. with the Stripe provider) seeds its database.
  const url = options.databaseUrl ?? process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the journeys with `npx playwright test`.');
  const user = {
    email: options.email ?? uniqueEmail(),
    password: PASSWORD,
    firstName: options.firstName ?? 'Camille',
    lastName: options.lastName ?? 'Rochat',
  };
  const passwordHash = await hash(user.password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into users (email, password_hash, first_name, last_name, email_verified_at, terms_accepted_at)
       values ($1, $2, $3, $4, $5, now()) returning id`,
      [user.email, passwordHash, user.firstName, user.lastName, options.verified === false ? null : new Date()],
    );
    return { id: rows[0]!.id, ...user };
  } finally {
    await client.end();
  }
}

/**
 * Signs the page in through the API (the login UI has its own journey) and keeps the tokens where
 * the app reads them; answers them. `baseUrl`: a journey's own server (support/app-server.ts).
 */
export async function signInAs(page: Page, user: SeededUser, options: { baseUrl?: string } = {}): Promise<{ access: string; refresh: string }> {
  const res = await page.request.post(`${options.baseUrl ?? ''}/api/accounts/login/`, { data: { email: user.email, password: user.password } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  const { tokens } = (await res.json()) as { tokens: { access: string; refresh: string } };
  await page.addInitScript((pair) => {
    if (!window.localStorage.getItem('token')) {
      window.localStorage.setItem('token', pair.access);
      window.localStorage.setItem('refreshToken', pair.refresh);
    }
  }, tokens);
  return tokens;
}
