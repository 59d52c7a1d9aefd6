import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { LETTER_LIMITS, type LetterDocument } from '../../domain/letter/letter-schema.js';
import type { LetterListItem, SavedLetter } from '../../domain/letter/saved-letter.js';
import { isUuid } from '../accounts/users.js';
import { loadOwnedCv } from '../cvs/cv-store.js';
import type { Database } from '../db/client.js';
import { letterSignatures, letters, type LetterRow } from '../db/schema/letters.js';
import { users } from '../db/schema/users.js';
import { ApiError, detailError, fieldError } from '../http/errors.js';
import { letterNotFound, type LettersContext } from './context.js';
import { storedLetterDocument, toLetterListItem, toSavedLetter } from './letter-answer.js';
import { invalidLetter, isObject, parseLetterBody } from './letter-input.js';
import { LETTER_LIMIT_REACHED_CODE, LETTER_VERSION_CONFLICT_CODE, letterMessages } from './messages.js';

/** Far above any real use; stops a runaway script filling the table. */
export const MAX_LETTERS_PER_USER = 200;
const COPY_SUFFIX = ' - Copie';

const hasSignature = sql<boolean>`exists (select 1 from ${letterSignatures} where ${letterSignatures.letterId} = ${letters.id})`.mapWith(Boolean);
/** The user's letter: every query of a letter goes through this condition. */
export const ownedLetter = (userId: string, letterId: string) => and(eq(letters.id, letterId), eq(letters.userId, userId));

export type OwnedLetter = LetterRow & { hasSignature: boolean };

/** GET /letters/list/: newest modified first, no documents. */
export async function listLetters(db: Database, userId: string): Promise<LetterListItem[]> {
  const rows = await db
    .select({
      id: letters.id,
      title: letters.title,
      templateId: letters.templateId,
      language: letters.language,
      cvId: letters.cvId,
      createdAt: letters.createdAt,
      updatedAt: letters.updatedAt,
      senderFirstName: sql<string>`coalesce(${letters.document}->'sender'->>'firstName', '')`,
      senderLastName: sql<string>`coalesce(${letters.document}->'sender'->>'lastName', '')`,
      company: sql<string>`coalesce(${letters.document}->'recipient'->>'company', '')`,
    })
    .from(letters)
    .where(eq(letters.userId, userId))
    .orderBy(desc(letters.updatedAt));
  return rows.map(toLetterListItem);
}

/** The user's letter, or the 404 of a letter that does not exist (malformed ids included). */
export async function loadOwnedLetter(db: Database, userId: string, letterId: string): Promise<OwnedLetter> {
  if (!isUuid(letterId)) throw letterNotFound();
  const [row] = await db
    .select({ ...getTableColumns(letters), hasSignature })
    .from(letters)
    .where(ownedLetter(userId, letterId))
    .limit(1);
  if (!row) throw letterNotFound();
  return { ...row, document: storedLetterDocument(row.document) };
}

export async function getLetter(ctx: LettersContext, userId: string, letterId: string): Promise<SavedLetter> {
  return toSavedLetter(await loadOwnedLetter(ctx.db, userId, letterId));
}

async function ensureRoomForOneMore(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx.select({ n: count() }).from(letters).where(eq(letters.userId, userId));
  if ((row?.n ?? 0) >= MAX_LETTERS_PER_USER) {
    throw detailError(409, letterMessages.letterLimitReached(MAX_LETTERS_PER_USER), LETTER_LIMIT_REACHED_CODE);
  }
}

/**
 * « Créer la lettre assortie »: the CV's design (template, colours), language and sender details
 * under whatever the body sets itself. The CV must be the user's (else a field error).
 */
async function fromCv(
  ctx: LettersContext,
  userId: string,
  cvId: unknown,
  body: Record<string, unknown>,
): Promise<{ input: Record<string, unknown>; cvId: string }> {
  if (typeof cvId !== 'string' || !isUuid(cvId)) throw invalidLetter({ cv_id: [letterMessages.cvNotFound] });
  const cv = await loadOwnedCv(ctx.db, userId, cvId).catch(() => {
    throw invalidLetter({ cv_id: [letterMessages.cvNotFound] });
  });
  const info = cv.document.personal_info;
  const sender = {
    firstName: info.firstName,
    lastName: info.lastName,
    street: '',
    postalCode: info.postalCode,
    city: info.city,
    phone: info.phone,
    email: info.email,
  };
  const given = isObject(body.sender) ? body.sender : {};
  const input = {
    template_id: cv.templateId,
    accent_colors: cv.document.accent_colors,
    letter_language: cv.document.cv_language,
    place: info.city,
    ...body,
    sender: { ...sender, ...given },
  };
  return { input, cvId: cv.id };
}

/**
 * POST /letters/create/: a blank letter, an anonymous draft saved after signing up, or
 * (with `cv_id`) the letter matching one of the user's CVs.
 */
export async function createLetter(ctx: LettersContext, userId: string, body: unknown): Promise<SavedLetter> {
  const raw = isObject(body) ? body : {};
  const linked = raw.cv_id !== undefined && raw.cv_id !== null && raw.cv_id !== '' ? await fromCv(ctx, userId, raw.cv_id, raw) : undefined;
  const letter = parseLetterBody(linked ? linked.input : (body ?? {}));
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await ensureRoomForOneMore(tx, userId);
    const [row] = await tx
      .insert(letters)
      .values({ userId, cvId: linked?.cvId ?? null, ...columnsOf(letter), document: letter, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toSavedLetter({ ...row, hasSignature: false });
  });
}

const columnsOf = (letter: LetterDocument) => ({ title: letter.title, templateId: letter.template_id, language: letter.letter_language });

function baseVersionOf(body: unknown): number | undefined {
  const version = isObject(body) ? body.version : undefined;
  return typeof version === 'number' && Number.isInteger(version) && version > 0 ? version : undefined;
}

const conflict = (currentVersion: number) =>
  new ApiError(409, { detail: letterMessages.versionConflict, code: LETTER_VERSION_CONFLICT_CODE, current_version: currentVersion } as never);

/**
 * Replaces the document in one UPDATE that checks the version the client based it on (the CV
 * rule: a save based on an older version is refused with 409 and the current version).
 */
async function writeLetter(
  ctx: LettersContext,
  userId: string,
  letterId: string,
  letter: LetterDocument,
  baseVersion: number | undefined,
): Promise<SavedLetter> {
  if (!isUuid(letterId)) throw letterNotFound();
  const matches = baseVersion === undefined ? undefined : eq(letters.version, baseVersion);
  const [row] = await ctx.db
    .update(letters)
    .set({ ...columnsOf(letter), document: letter, version: sql`${letters.version} + 1`, updatedAt: ctx.now() })
    .where(and(ownedLetter(userId, letterId), matches))
    .returning({ ...getTableColumns(letters), hasSignature });
  if (!row) {
    const [current] = await ctx.db.select({ version: letters.version }).from(letters).where(ownedLetter(userId, letterId)).limit(1);
    throw current ? conflict(current.version) : letterNotFound();
  }
  return toSavedLetter(row);
}

/** PUT /letters/{id}/: the whole document replaced; a body that does not validate changes nothing. */
export async function updateLetter(ctx: LettersContext, userId: string, letterId: string, body: unknown): Promise<SavedLetter> {
  if (!isUuid(letterId)) throw letterNotFound();
  return writeLetter(ctx, userId, letterId, parseLetterBody(body), baseVersionOf(body));
}

/** PATCH /letters/{id}/rename/ `{title}`. */
export async function renameLetter(ctx: LettersContext, userId: string, letterId: string, body: unknown): Promise<SavedLetter> {
  const current = await loadOwnedLetter(ctx.db, userId, letterId);
  const title = isObject(body) && typeof body.title === 'string' ? body.title.trim() : '';
  if (title === '') throw fieldError('title', letterMessages.titleRequired);
  if (Array.from(title).length > LETTER_LIMITS.title) throw fieldError('title', `Le nom de la lettre ne peut pas dépasser ${LETTER_LIMITS.title} caractères`);
  return writeLetter(ctx, userId, letterId, { ...current.document, title }, undefined);
}

/** DELETE /letters/{id}/delete/: gone at once, signature with it. */
export async function deleteLetter(ctx: LettersContext, userId: string, letterId: string): Promise<void> {
  if (!isUuid(letterId)) throw letterNotFound();
  const deleted = await ctx.db.delete(letters).where(ownedLetter(userId, letterId)).returning({ id: letters.id });
  if (deleted.length === 0) throw letterNotFound();
}

export function copyTitle(title: string): string {
  const room = LETTER_LIMITS.title - COPY_SUFFIX.length;
  return `${Array.from(title).slice(0, room).join('').trimEnd()}${COPY_SUFFIX}`;
}

/** POST /letters/{id}/duplicate/: a new letter titled '{title} - Copie', signature included. */
export async function duplicateLetter(ctx: LettersContext, userId: string, letterId: string): Promise<SavedLetter> {
  if (!isUuid(letterId)) throw letterNotFound();
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [source] = await tx
      .select({ ...getTableColumns(letters), hasSignature })
      .from(letters)
      .where(ownedLetter(userId, letterId))
      .limit(1);
    if (!source) throw letterNotFound();
    await ensureRoomForOneMore(tx, userId);
    const title = copyTitle(source.title);
    const [copy] = await tx
      .insert(letters)
      .values({
        userId,
        cvId: source.cvId,
        title,
        templateId: source.templateId,
        language: source.language,
        document: { ...source.document, title },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!copy) throw new Error('insert returned no row');
    if (source.hasSignature) {
      await tx.execute(sql`
        insert into ${letterSignatures} (letter_id, image, content_type, width, height, updated_at)
        select ${copy.id}::uuid, image, content_type, width, height, ${now.toISOString()}::timestamptz
        from ${letterSignatures} where letter_id = ${source.id}::uuid`);
    }
    return toSavedLetter({ ...copy, hasSignature: source.hasSignature });
  });
}
