import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../accounts/users.js';
import type { Database } from '../db/client.js';
import { cvPhotos, cvs } from '../db/schema/cvs.js';
import { cvRenders } from '../db/schema/render-caches.js';
import { users } from '../db/schema/users.js';
import { renderCodeVersion } from '../rendering/render-code-version.js';
import { cvNotFound } from './context.js';
import { owned, type OwnedCv } from './cv-store.js';
import { photoVersionSql } from './photos.js';

/**
 * The last PDF and page-1 image of each saved CV, keyed on the saved version (issue 20): the key
 * is computed by the database from what every write already stores (the CV's version counter and
 * updated_at, which each save, restore and photo change moves, its template, the photo's digest;
 * for the PDF the account's name, its Author when the CV names nobody) and from the render
 * code's version (render-code-version.ts). A lookup is one indexed query, before any render:
 * no CV document, no photo and no HTML is read or made to answer a cached file or a 304.
 */
export type RenderKind = 'pdf' | 'image';

const keySql = (kind: RenderKind): SQL<string> =>
  sql<string>`md5(concat_ws('|', ${renderCodeVersion()}::text, ${kind}::text, ${cvs.id}::text, ${cvs.version}::text,
    ${cvs.updatedAt}::text, ${cvs.templateId}::text, coalesce(${photoVersionSql}, ''),
    ${kind === 'pdf' ? sql`${users.firstName} || ' ' || ${users.lastName}` : sql`''`}))`;

export interface CachedRender {
  key: string;
  title: string;
  /** The stored file when it was made from the CV as saved now. */
  body: Buffer | undefined;
  contentType: string | undefined;
}

/**
 * The current key of one of the user's CVs and, unless `withBody` is false, its cached file
 * when that file is current. Someone else's CV, or one in the bin, is a 404.
 */
export async function lookUpRender(db: Database, userId: string, cvId: string, kind: RenderKind, { withBody = true } = {}): Promise<CachedRender> {
  if (!isUuid(cvId)) throw cvNotFound();
  const key = keySql(kind);
  const [row] = await db
    .select({
      key,
      title: cvs.title,
      body: withBody ? sql`case when ${cvRenders.renderKey} = ${key} then ${cvRenders.body} end`.mapWith(cvRenders.body) : sql<null>`null`,
      contentType: cvRenders.contentType,
    })
    .from(cvs)
    .innerJoin(users, eq(users.id, cvs.userId))
    .leftJoin(cvPhotos, eq(cvPhotos.cvId, cvs.id))
    .leftJoin(cvRenders, and(eq(cvRenders.cvId, cvs.id), eq(cvRenders.kind, kind)))
    .where(owned(userId, cvId))
    .limit(1);
  if (!row) throw cvNotFound();
  return { key: row.key, title: row.title, body: row.body ?? undefined, contentType: row.body ? (row.contentType ?? undefined) : undefined };
}

/** The CV to render, with the key of exactly this state (one statement: the two agree). */
export async function loadCvToRender(db: Database, userId: string, cvId: string, kind: RenderKind): Promise<OwnedCv & { renderKey: string }> {
  if (!isUuid(cvId)) throw cvNotFound();
  const [row] = await db
    .select({ ...getTableColumns(cvs), hasPhoto: sql<boolean>`${cvPhotos.cvId} is not null`.mapWith(Boolean), renderKey: keySql(kind) })
    .from(cvs)
    .innerJoin(users, eq(users.id, cvs.userId))
    .leftJoin(cvPhotos, eq(cvPhotos.cvId, cvs.id))
    .where(owned(userId, cvId))
    .limit(1);
  if (!row) throw cvNotFound();
  return row;
}

/** Keeps the file made from the CV as it was at `key` (replacing the previous one of its kind). */
export async function storeRender(db: Database, cvId: string, kind: RenderKind, key: string, body: Buffer, contentType: string): Promise<void> {
  const now = new Date();
  try {
    await db
      .insert(cvRenders)
      .values({ cvId, kind, renderKey: key, body, contentType, createdAt: now })
      .onConflictDoUpdate({ target: [cvRenders.cvId, cvRenders.kind], set: { renderKey: key, body, contentType, createdAt: now } });
  } catch (error) {
    // The CV was purged meanwhile (foreign key violation): there is nothing to keep.
    if (pgCode(error) !== '23503') throw error;
  }
}

const pgCode = (error: unknown): unknown => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  return e?.code ?? e?.cause?.code;
};
