import type { APIRequestContext } from '@playwright/test';
import pg from 'pg';
import type { SeededUser } from './accounts';

/** The user's access token, from the API (no UI). */
async function accessToken(request: APIRequestContext, user: SeededUser): Promise<string> {
  const res = await request.post('/api/accounts/login/', { data: { email: user.email, password: user.password } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { tokens: { access: string } }).tokens.access;
}

/** Saves CVs for the user through the API, oldest first; answers their ids in the same order. */
export async function seedCvs(request: APIRequestContext, user: SeededUser, cvs: Array<Record<string, unknown>>): Promise<string[]> {
  const token = await accessToken(request, user);
  const ids: string[] = [];
  for (const cv of cvs) {
    const res = await request.post('/api/cvs/create/', { data: cv, headers: { authorization: `Bearer ${token}` } });
    if (res.status() !== 201) throw new Error(`CV creation failed: ${res.status()} ${await res.text()}`);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

/** An active subscription in the billing mirror, so that the user may download. */
export async function seedActiveSubscription(user: SeededUser): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `insert into subscriptions (user_id, provider, provider_subscription_id, status, plan_type, current_period_end)
       values ($1, 'demo', $2, 'active', 'monthly', now() + interval '30 days')`,
      [user.id, `sub_e2e_${user.id}`],
    );
  } finally {
    await client.end();
  }
}
