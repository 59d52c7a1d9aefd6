import { and, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../accounts/users.js';
import type { Database } from '../db/client.js';
import { cvPhotos, cvs } from '../db/schema/cvs.js';
import { prepared } from '../db/prepared.js';
import { demoSetupIntents, subscriptions } from '../db/schema/billing.js';
import { cvRenders } from '../db/schema/render-caches.js';
import type { SubscriptionRow } from '../billing/subscription-store.js';
import { users } from '../db/schema/users.js';
import { renderCodeVersion } from '../rendering/render-code-version.js';
import { sessionColumns, type SessionFound } from '../http/auth.js';
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
  /** For a PDF under a demonstration subscription: the card last given (demo-clock.ts), read with it; else null. */
  demoCardLast4: string | null;
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

/** The CV the statement is asked for (bound values `cvId` and `userId`): the user's, not in the bin. */
const askedCv = and(eq(cvs.id, sql.placeholder('cvId')), eq(cvs.userId, sql.placeholder('userId')), isNull(cvs.deletedAt));

/** The key's statement: the CV's key, title and kept file's key (a thumbnail needs no more). */
const keyColumns = (kind: RenderKind) => ({ key: keySql(kind), title: cvs.title, storedKey: cvRenders.renderKey, contentType: cvRenders.contentType });

const imageKeyQuery = (db: Database) =>
  prepared(db, 'render_key_image', () =>
    db
      .select(keyColumns('image'))
      .from(cvs)
      .innerJoin(users, eq(users.id, cvs.userId))
      .leftJoin(cvPhotos, eq(cvPhotos.cvId, cvs.id))
      .leftJoin(cvRenders, and(eq(cvRenders.cvId, cvs.id), eq(cvRenders.kind, 'image')))
      .where(askedCv)
      .limit(1)
      .prepare('render_key_image'),
  );

/**
 * The owner's current subscription (as findCurrentSubscription picks it), a download's gate
 * read with its key: one step back along subscriptions_user_idx, whatever the statistics. (A
 * join on « id = (newest id) » hashed the whole subscriptions table on every download while
 * the table was small or not yet analysed: 0.14-0.17 ms against 0.045 ms for this one.) Its
 * columns through the subquery's alias (the selection proxy), as a nested object.
 */
function currentSubscription(db: Database) {
  const current = db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, users.id))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1)
    .as('current_subscription');
  const columns = Object.fromEntries(
    Object.keys(getTableColumns(subscriptions)).map((name) => [name, current[name as keyof typeof current._.selectedFields]]),
  ) as typeof current._.selectedFields;
  // A demonstration subscription's gate also needs the card last given (demo-clock.ts's
  // demoCardLast4, the same rule): read here, and only for one.
  const demoCardLast4 = sql<string | null>`case when ${current.provider} = 'demo' then (select ${demoSetupIntents.cardLast4} from ${demoSetupIntents}
    where ${demoSetupIntents.userId} = ${users.id} and ${demoSetupIntents.paymentMethodId} is not null
    order by ${demoSetupIntents.confirmedAt} desc limit 1) end`;
  return { current, columns, demoCardLast4 };
}

const pdfKeyQuery = (db: Database) =>
  prepared(db, 'render_key_pdf', () => {
    const subscription = currentSubscription(db);
    return db
      .select({ ...keyColumns('pdf'), subscription: subscription.columns, demoCardLast4: subscription.demoCardLast4 })
      .from(cvs)
      .innerJoin(users, eq(users.id, cvs.userId))
      .leftJoin(cvPhotos, eq(cvPhotos.cvId, cvs.id))
      .leftJoin(cvRenders, and(eq(cvRenders.cvId, cvs.id), eq(cvRenders.kind, 'pdf')))
      .leftJoinLateral(subscription.current, sql`true`)
      .where(askedCv)
      .limit(1)
      .prepare('render_key_pdf');
  });

/**
 * The session's statement (auth.ts) and the key's in one: the user, whether the session is
 * live, and the CV's key, from the user's row (a CV that is not theirs, or in the bin, joins
 * nothing).
 */
const theirCv = and(eq(cvs.userId, users.id), eq(cvs.id, sql.placeholder('cvId')), isNull(cvs.deletedAt));

const sessionImageKeyQuery = (db: Database) =>
  prepared(db, 'session_render_key_image', () =>
    db
      .select({ ...sessionColumns(), cvId: cvs.id, ...keyColumns('image') })
      .from(users)
      .leftJoin(cvs, theirCv)
      .leftJoin(cvPhotos, eq(cvPhotos.cvId, cvs.id))
      .leftJoin(cvRenders, and(eq(cvRenders.cvId, cvs.id), eq(cvRenders.kind, 'image')))
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('session_render_key_image'),
  );

const sessionPdfKeyQuery = (db: Database) =>
  prepared(db, 'session_render_key_pdf', () => {
    const subscription = currentSubscription(db);
    return db
      .select({ ...sessionColumns(), cvId: cvs.id, ...keyColumns('pdf'), subscription: subscription.columns, demoCardLast4: subscription.demoCardLast4 })
      .from(users)
      .leftJoin(cvs, theirCv)
      .leftJoin(cvPhotos, eq(cvPhotos.cvId, cvs.id))
      .leftJoin(cvRenders, and(eq(cvRenders.cvId, cvs.id), eq(cvRenders.kind, 'pdf')))
      .leftJoinLateral(subscription.current, sql`true`)
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('session_render_key_pdf');
  });

/** No CV has this id: a malformed one is looked up as it (the session is read all the same). */
const NO_CV = '00000000-0000-0000-0000-000000000000';

/**
 * The session of an access token (as auth.ts's SessionLookup) and the current key of one of
 * the user's CVs (as lookUpRender without the body), in one statement: a cached file or its 304
 * waits for one database round trip, as a health check does. `render` is undefined when the CV
 * is not the user's or is in the bin.
 */
export async function sessionWithRenderKey(
  db: Database,
  userId: string,
  sessionId: string,
  cvId: string,
  kind: RenderKind,
): Promise<{ session: SessionFound | undefined; render: CachedRender | undefined }> {
  const values = { userId, sid: sessionId, cvId: isUuid(cvId) ? cvId : NO_CV };
  const [row] = kind === 'pdf' ? await sessionPdfKeyQuery(db).execute(values) : await sessionImageKeyQuery(db).execute(values);
  if (!row) return { session: undefined, render: undefined };
  const session = { user: row.user, live: row.live };
  if (row.cvId === null || row.title === null) return { session, render: undefined };
  const subscription: SubscriptionRow | null = 'subscription' in row ? (row.subscription as SubscriptionRow | null) : null;
  const demoCardLast4 = 'demoCardLast4' in row ? (row.demoCardLast4 as string | null) : null;
  return {
    session,
    render: { key: row.key, storedKey: row.storedKey, title: row.title, subscription, demoCardLast4, body: undefined, contentType: undefined },
  };
}

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
  // A thumbnail has no gate: its statement reads no subscription (21 columns fewer to read and map).
  const [row] = kind === 'pdf' ? await pdfKeyQuery(db).execute({ cvId, userId }) : await imageKeyQuery(db).execute({ cvId, userId });
  if (!row) throw cvNotFound();
  const subscription: SubscriptionRow | null = 'subscription' in row ? (row.subscription as SubscriptionRow | null) : null;
  const demoCardLast4 = 'demoCardLast4' in row ? (row.demoCardLast4 as string | null) : null;
  const answer: CachedRender = {
    key: row.key,
    storedKey: row.storedKey,
    title: row.title,
    subscription,
    demoCardLast4,
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
