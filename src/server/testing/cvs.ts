import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { cvDocumentSchema, type CvDocumentInput } from '../../domain/cv/cv-schema.js';
import type { Database } from '../db/client.js';
import { subscriptions } from '../db/schema/billing.js';
import { cvs } from '../db/schema/cvs.js';
import { logInAs, seedUser } from './accounts.js';

/** A seeded, logged-in account: `token` is its access token. */
export async function signedInUser(app: FastifyInstance, db: Database, options: Parameters<typeof seedUser>[1] = {}) {
  const seeded = await seedUser(db, options);
  const { tokens } = await logInAs(app, seeded.email, seeded.password);
  return { ...seeded, id: seeded.user.id, token: tokens.access };
}

/** A CV written straight into the database (the document normalised by the domain schema). */
export async function seedCv(db: Database, userId: string, input: CvDocumentInput = {}, at = new Date('2026-03-01T10:00:00Z')) {
  const document = cvDocumentSchema.parse({ title: 'CV de test', ...input });
  const [row] = await db
    .insert(cvs)
    .values({ userId, title: document.title, templateId: document.template_id, document, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('seedCv: no row');
  return row;
}

/**
 * A subscription row as the billing mirror holds it for Stripe; active until `periodEnd` by
 * default. (Demo rows would be advanced with the clock by the demo provider: an ended period
 * renews, which is not what these tests describe.)
 */
export async function seedSubscription(
  db: Database,
  userId: string,
  options: { status?: string; periodEnd?: Date; trialEnd?: Date | null; isTrial?: boolean; createdAt?: Date } = {},
) {
  await db.insert(subscriptions).values({
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    userId,
    provider: 'stripe',
    providerSubscriptionId: `sub_test_${randomBytes(6).toString('hex')}`,
    status: options.status ?? 'active',
    planType: 'monthly',
    isTrial: options.isTrial ?? false,
    trialEnd: options.trialEnd ?? null,
    currentPeriodEnd: options.periodEnd ?? new Date('2099-01-01T00:00:00Z'),
  });
}

/** A multipart/form-data body with one file part (after the plain `fields`, if any). */
export function multipartBody(field: string, fileName: string, contentType: string, content: Buffer, fields: Record<string, string> = {}) {
  const boundary = `----cv-suisse-${randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const head = Buffer.from(
    `${fieldParts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /cvs/{id}/upload-photo/ with the file as field `image` (or another field). */
export function uploadPhotoFile(
  app: FastifyInstance,
  cvId: string,
  token: string | undefined,
  file: { name: string; type: string; content: Buffer; field?: string },
) {
  const { payload, headers } = multipartBody(file.field ?? 'image', file.name, file.type, file.content);
  return app.inject({
    method: 'POST',
    url: `/api/cvs/${cvId}/upload-photo/`,
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}
