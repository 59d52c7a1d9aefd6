import { and, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../accounts/users.js';
import type { Database } from '../db/client.js';
import { cvPhotos, cvs } from '../db/schema/cvs.js';
import { prepared } from '../db/prepared.js';
import { subscriptions } from '../db/schema/billing.js';
import { cvRenders } from '../db/schema/render-caches.js';
import type { SubscriptionRow } from '../billing/subscription-store.js';
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
  /** The key of the file kept in the database for this CV, if any (current when equal to `key`). */
  storedKey: string | null;
  title: string;
  /** For a PDF: the owner's current subscription, read in the same statement (the download's gate). */
  subscription: SubscriptionRow | null;
  /** The stored file when it was made from the CV as saved now. */
  body: Buffer | undefined;
  contentType: string | undefined;
}

/**
 * The files last answered by this process, by render key (which names the CV's saved state):
 * a repeat download or a cached thumbnail then costs one small query, not the transfer of the
 * file from the database (as hex text, twice its size). Another process's save moves the key,
 * so a stale file is never answered; old keys just fall out, oldest first.
 */
const MEMORY_BUDGET_BYTES = 32 * 1024 * 1024;

class RenderMemory {
  private readonly files = new Map<string, { body: Buffer; contentType: string }>();
  private bytes = 0;

  get(key: string) {
    const file = this.files.get(key);
    if (file) {
      // Most recently used last.
      this.files.delete(key);
      this.files.set(key, file);
    }
    return file;
  }

  set(key: string, body: Buffer, contentType: string): void {
    if (body.length > MEMORY_BUDGET_BYTES / 8) return;
    const previous = this.files.get(key);
    if (previous) this.bytes -= previous.body.length;
    this.files.delete(key);
    this.files.set(key, { body, contentType });
    this.bytes += body.length;
    for (const [oldest, file] of this.files) {
      if (this.bytes <= MEMORY_BUDGET_BYTES) break;
      this.files.delete(oldest);
      this.bytes -= file.body.length;
    }
  }
}

const memories = new WeakMap<Database, RenderMemory>();
const memoryOf = (db: Database): RenderMemory => {
  let memory = memories.get(db);
  if (!memory) memories.set(db, (memory = new RenderMemory()));
  return memory;
};

/** What this process's memory holds: a CV's PDF or image, or a letter's PDF (letter-rendering.ts). */
export type RememberedKind = RenderKind | 'letter-pdf';

/** The file this process made or read for that key, if it still holds it. */
export const rememberedRender = (db: Database, kind: RememberedKind, key: string) => memoryOf(db).get(`${kind}:${key}`);

/** Keeps a file in this process's memory under its key (only once the database kept it too). */
export const rememberRender = (db: Database, kind: RememberedKind, key: string, body: Buffer, contentType: string): void =>
  memoryOf(db).set(`${kind}:${key}`, body, contentType);

const keyQuery = (db: Database, kind: RenderKind) =>
  prepared(db, `render_key_${kind}`, () => {
    const key = keySql(kind);
    // The owner's current subscription (as findCurrentSubscription picks it), a download's gate
    // read with its key: one step back along subscriptions_user_idx, whatever the statistics. (A
    // join on « id = (newest id) » hashed the whole subscriptions table on every download while
    // the table was small or not yet analysed: 0.14-0.17 ms against 0.045 ms for this one.)
    const current = db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, cvs.userId))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1)
      .as('current_subscription');
    // Its columns through the subquery's alias (the selection proxy), as a nested object.
    const subscription = Object.fromEntries(
      Object.keys(getTableColumns(subscriptions)).map((name) => [name, current[name as keyof typeof current._.selectedFields]]),
    ) as typeof current._.selectedFields;
    return (
      db
        .select({ key, title: cvs.title, storedKey: cvRenders.renderKey, contentType: cvRenders.contentType, subscription })
        .from(cvs)
        .innerJoin(users, eq(users.id, cvs.userId))
        .leftJoin(cvPhotos, eq(cvPhotos.cvId, cvs.id))
        .leftJoin(cvRenders, and(eq(cvRenders.cvId, cvs.id), eq(cvRenders.kind, kind)))
        // A thumbnail has no gate: its join finds no row, and both kinds keep one row shape.
        .leftJoinLateral(current, kind === 'pdf' ? sql`true` : sql`false`)
        .where(and(eq(cvs.id, sql.placeholder('cvId')), eq(cvs.userId, sql.placeholder('userId')), isNull(cvs.deletedAt)))
        .limit(1)
        .prepare(`render_key_${kind}`)
    );
  });

const bodyQuery = (db: Database) =>
  prepared(db, 'render_body', () =>
    db
      .select({ body: cvRenders.body, contentType: cvRenders.contentType })
      .from(cvRenders)
      .where(and(eq(cvRenders.cvId, sql.placeholder('cvId')), eq(cvRenders.kind, sql.placeholder('kind')), eq(cvRenders.renderKey, sql.placeholder('key'))))
      .limit(1)
      .prepare('render_body'),
  );

/**
 * The current key of one of the user's CVs and, unless `withBody` is false, its cached file
 * when that file is current (from this process's memory, else from the database). Someone
 * else's CV, or one in the bin, is a 404.
 */
export async function lookUpRender(db: Database, userId: string, cvId: string, kind: RenderKind, { withBody = true } = {}): Promise<CachedRender> {
  if (!isUuid(cvId)) throw cvNotFound();
  const [row] = await keyQuery(db, kind).execute({ cvId, userId });
  if (!row) throw cvNotFound();
  const answer: CachedRender = {
    key: row.key,
    storedKey: row.storedKey,
    title: row.title,
    subscription: row.subscription,
    body: undefined,
    contentType: undefined,
  };
  return withBody ? withCachedBody(db, cvId, kind, answer) : answer;
}

/** `found` (looked up without its body) with its cached file, when that file is current. */
export async function withCachedBody(db: Database, cvId: string, kind: RenderKind, found: CachedRender): Promise<CachedRender> {
  if (found.storedKey !== found.key) return found;
  const memory = memoryOf(db);
  const file = memory.get(`${kind}:${found.key}`);
  if (file) return { ...found, ...file };
  const [stored] = await bodyQuery(db).execute({ cvId, kind, key: found.key });
  if (!stored) return found;
  const contentType = stored.contentType ?? undefined;
  if (contentType) memory.set(`${kind}:${found.key}`, stored.body, contentType);
  return { ...found, body: stored.body, contentType };
}

/** The CV to render with its photo, and the key of exactly this state (one statement: the two agree). */
export type CvToRender = OwnedCv & { renderKey: string; photo: { image: Buffer; contentType: string } | null };

export async function loadCvToRender(db: Database, userId: string, cvId: string, kind: RenderKind): Promise<CvToRender> {
  if (!isUuid(cvId)) throw cvNotFound();
  const [row] = await db
    .select({ ...getTableColumns(cvs), photoImage: cvPhotos.image, photoContentType: cvPhotos.contentType, renderKey: keySql(kind) })
    .from(cvs)
    .innerJoin(users, eq(users.id, cvs.userId))
    .leftJoin(cvPhotos, eq(cvPhotos.cvId, cvs.id))
    .where(owned(userId, cvId))
    .limit(1);
  if (!row) throw cvNotFound();
  const { photoImage, photoContentType, ...cv } = row;
  const photo = photoImage && photoContentType ? { image: photoImage, contentType: photoContentType } : null;
  return { ...cv, hasPhoto: photo !== null, photo };
}

/** Keeps the file made from the CV as it was at `key` (replacing the previous one of its kind). */
export async function storeRender(db: Database, cvId: string, kind: RenderKind, key: string, body: Buffer, contentType: string): Promise<void> {
  const now = new Date();
  try {
    const kept = await db
      .insert(cvRenders)
      .values({ cvId, kind, renderKey: key, body, contentType, createdAt: now })
      // The replacing row's values as inserted (`excluded`): the file crosses to the database once, not twice.
      .onConflictDoUpdate({
        target: [cvRenders.cvId, cvRenders.kind],
        set: {
          renderKey: sql`excluded.render_key`,
          body: sql`excluded.body`,
          contentType: sql`excluded.content_type`,
          createdAt: sql`excluded.created_at`,
        },
      })
      .returning({ cvId: cvRenders.cvId });
    // Remembered only as stored: what the database did not keep is not answered from memory.
    if (kept.length > 0) memoryOf(db).set(`${kind}:${key}`, body, contentType);
  } catch (error) {
    // The CV was purged meanwhile (foreign key violation): there is nothing to keep.
    if (pgCode(error) !== '23503') throw error;
  }
}

const pgCode = (error: unknown): unknown => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  return e?.code ?? e?.cause?.code;
};
