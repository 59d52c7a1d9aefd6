import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { PaymentHistoryEntry } from '../../domain/billing/api.js';
import { cvToJsonResume } from '../../domain/cv-export/json-resume.js';
import { cvExportEnvelope } from '../../domain/cv-export/json-export.js';
import { richTextLines } from '../../domain/cv-export/rich-text-lines.js';
import type { LetterDocument } from '../../domain/letter/letter-schema.js';
import { otherDataLabels } from '../../domain/privacy/account-data.js';
import { isSocialProvider, providerLabels } from '../../domain/social/providers.js';
import { loadAccountUser } from '../accounts/users.js';
import { findBillingCustomer } from '../billing/customers.js';
import { toSubscriptionView } from '../billing/subscription-store.js';
import { cvToText } from '../cv-transfer/text-export.js';
import { photoDataUrl } from '../cvs/photo-image.js';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';
import { demoSetupIntents, subscriptions } from '../db/schema/billing.js';
import { contactMessages } from '../db/schema/contact-messages.js';
import { cvPhotos, cvs, cvVersions } from '../db/schema/cvs.js';
import { applications, attachments } from '../db/schema/dossiers.js';
import { letters, letterSignatures } from '../db/schema/letters.js';
import { refreshTokens } from '../db/schema/sessions.js';
import { socialAccounts } from '../db/schema/social.js';
import type { UserRow } from '../db/schema/users.js';
import { ArchiveWriter, fileSlug, type ArchiveSink } from './archive-writer.js';
import type { DataRightsDeps } from './context.js';
import { archiveIndexHtml, type ArchiveIndex } from './archive-index.js';
import { isSecretColumn, tableColumns, userReferences } from './user-tables.js';

/**
 * Tables read above by name, and the ones left out on purpose: single-use links (account_tokens,
 * hashes of no use to anyone), caches made from the CVs and letters (preview_images), and the
 * exports themselves. Every other table with a key to users is copied as JSON rows, so that a
 * table added later (the job-search tracker...) is in the archive the day it lands.
 */
const READ_BY_NAME = new Set([
  'users',
  'cvs',
  'letters',
  'attachments',
  'applications',
  'subscriptions',
  'billing_customers',
  'demo_invoices',
  'demo_setup_intents',
  'social_accounts',
  'refresh_tokens',
  'contact_messages',
  'account_tokens',
  'preview_images',
  'data_exports',
]);

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const extensionOf = (contentType: string) => EXTENSIONS[contentType] ?? 'bin';
const numbered = (i: number) => String(i + 1).padStart(2, '0');
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** The bytes the archive will hold, about: what decides between now and the background. */
export async function storedBytes(db: Database, userId: string): Promise<number> {
  const [row] = await queryRows<{ bytes: string | number }>(
    db,
    sql`
    select
      coalesce((select sum(byte_size) from attachments where user_id = ${userId}), 0)
      + coalesce((select sum(byte_size) from applications where user_id = ${userId}), 0)
      + coalesce((select sum(octet_length(p.image)) from cv_photos p join cvs c on c.id = p.cv_id where c.user_id = ${userId}), 0)
      + coalesce((select sum(octet_length(s.image)) from letter_signatures s join letters l on l.id = s.letter_id where l.user_id = ${userId}), 0)
      as bytes`,
  );
  return Number(row?.bytes ?? 0);
}

/**
 * Writes everything the account holds into a ZIP, with `index.html` (French) to open first: the
 * profile; each CV in our JSON (re-importable, photo included), in JSON Resume, as text, with
 * its photo and its history; each letter (JSON, text, signature); each document and each
 * application file byte-identical to what we store; the payments; the sign-in providers and
 * sessions; the contact messages; and the rows of any other table that belongs to the account.
 */
export async function writeAccountArchive(deps: DataRightsDeps, user: UserRow, sink: ArchiveSink): Promise<{ bytes: number; files: number }> {
  const { db } = deps;
  const now = deps.now();
  const zip = new ArchiveWriter(sink);
  const index: ArchiveIndex = {
    exportedAt: now,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    cvs: [],
    letters: [],
    documents: [],
    applications: [],
    payments: { count: 0, unavailable: false },
    providers: [],
    sessions: 0,
    messages: 0,
    other: [],
  };

  // Each part is written in turn, one file's bytes at a time; the index, written last, says what is in.
  const parts: Array<() => Promise<void>> = [];

  const account = await loadAccountUser(db, user, now);
  parts.push(() =>
    zip.addJson('profil.json', {
      ...account,
      email_verified_at: iso(user.emailVerifiedAt),
      terms_accepted_at: iso(user.termsAcceptedAt),
      last_login_at: iso(user.lastLoginAt),
      last_active_at: iso(user.lastActiveAt),
      created_at: iso(user.createdAt),
      updated_at: iso(user.updatedAt),
    }),
  );

  const cvRows = await db.select().from(cvs).where(eq(cvs.userId, user.id)).orderBy(asc(cvs.createdAt));
  cvRows.forEach((cv, i) => {
    const dir = `cv/${numbered(i)}-${fileSlug(cv.title, 'cv')}`;
    const entry: ArchiveIndex['cvs'][number] = { title: cv.title, inBin: cv.deletedAt !== null, updatedAt: cv.updatedAt, dir, photo: null, versions: 0 };
    index.cvs.push(entry);
    parts.push(async () => {
      const [photo] = await db.select().from(cvPhotos).where(eq(cvPhotos.cvId, cv.id));
      const document = { ...cv.document, title: cv.title };
      await zip.addJson(`${dir}/cv.json`, cvExportEnvelope(document, now, photo ? photoDataUrl(photo) : undefined), cv.updatedAt);
      await zip.addJson(`${dir}/cv.resume.json`, cvToJsonResume(document), cv.updatedAt);
      await zip.addText(`${dir}/cv.txt`, cvToText(document), cv.updatedAt);
      if (photo) {
        entry.photo = `${dir}/photo.${extensionOf(photo.contentType)}`;
        await zip.addBinary(entry.photo, photo.image, photo.updatedAt);
      }
      const versions = await db.select().from(cvVersions).where(eq(cvVersions.cvId, cv.id)).orderBy(asc(cvVersions.version));
      entry.versions = versions.length;
      for (const v of versions) {
        await zip.addJson(
          `${dir}/versions/version-${v.version}.json`,
          { version: v.version, saved_at: iso(v.savedAt), title: v.title, template_id: v.templateId, cv: v.document },
          v.savedAt,
        );
      }
    });
  });

  const letterRows = await db.select().from(letters).where(eq(letters.userId, user.id)).orderBy(asc(letters.createdAt));
  letterRows.forEach((letter, i) => {
    const dir = `lettres/${numbered(i)}-${fileSlug(letter.title, 'lettre')}`;
    const entry: ArchiveIndex['letters'][number] = { title: letter.title, updatedAt: letter.updatedAt, dir, signature: null };
    index.letters.push(entry);
    parts.push(async () => {
      await zip.addJson(
        `${dir}/lettre.json`,
        {
          title: letter.title,
          template_id: letter.templateId,
          language: letter.language,
          created_at: iso(letter.createdAt),
          updated_at: iso(letter.updatedAt),
          letter: letter.document,
        },
        letter.updatedAt,
      );
      await zip.addText(`${dir}/lettre.txt`, letterText(letter.document), letter.updatedAt);
      const [signature] = await db.select().from(letterSignatures).where(eq(letterSignatures.letterId, letter.id));
      if (signature) {
        entry.signature = `${dir}/signature.${extensionOf(signature.contentType)}`;
        await zip.addBinary(entry.signature, signature.image, signature.updatedAt);
      }
    });
  });

  const documentRows = await db
    .select({
      id: attachments.id,
      name: attachments.name,
      kind: attachments.kind,
      documentDate: attachments.documentDate,
      contentType: attachments.contentType,
      byteSize: attachments.byteSize,
      pageCount: attachments.pageCount,
      createdAt: attachments.createdAt,
    })
    .from(attachments)
    .where(eq(attachments.userId, user.id))
    .orderBy(asc(attachments.createdAt));
  documentRows.forEach((doc, i) => {
    const path = `documents/${numbered(i)}-${fileSlug(doc.name.replace(/\.(pdf|jpe?g|png)$/i, ''), 'document')}.${extensionOf(doc.contentType)}`;
    index.documents.push({ name: doc.name, kind: doc.kind, date: doc.documentDate, bytes: doc.byteSize, path });
    parts.push(async () => {
      // One document's bytes at a time: a full quota never sits in memory at once.
      const [row] = await db.select({ content: attachments.content }).from(attachments).where(eq(attachments.id, doc.id));
      if (row) await zip.addBinary(path, row.content, doc.createdAt);
    });
  });
  if (documentRows.length) {
    parts.push(() =>
      zip.addJson(
        'documents/documents.json',
        documentRows.map((d, i) => ({
          file: index.documents[i]!.path,
          name: d.name,
          kind: d.kind,
          document_date: d.documentDate,
          content_type: d.contentType,
          pages: d.pageCount,
          byte_size: d.byteSize,
          created_at: iso(d.createdAt),
        })),
      ),
    );
  }

  const applicationRows = await db
    .select({
      id: applications.id,
      company: applications.company,
      position: applications.position,
      fileName: applications.fileName,
      byteSize: applications.byteSize,
      pageCount: applications.pageCount,
      parts: applications.parts,
      options: applications.options,
      sentAt: applications.sentAt,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(eq(applications.userId, user.id))
    .orderBy(asc(applications.createdAt));
  applicationRows.forEach((app, i) => {
    const path = `candidatures/${numbered(i)}-${fileSlug(app.fileName.replace(/\.pdf$/i, ''), 'candidature')}.pdf`;
    index.applications.push({ company: app.company, position: app.position, createdAt: app.createdAt, sentAt: app.sentAt, bytes: app.byteSize, path });
    parts.push(async () => {
      const [row] = await db.select({ dossier: applications.dossier }).from(applications).where(eq(applications.id, app.id));
      if (row) await zip.addBinary(path, row.dossier, app.createdAt);
    });
  });
  if (applicationRows.length) {
    parts.push(() =>
      zip.addJson(
        'candidatures/candidatures.json',
        applicationRows.map((a, i) => ({
          file: index.applications[i]!.path,
          company: a.company,
          position: a.position,
          file_name: a.fileName,
          pages: a.pageCount,
          byte_size: a.byteSize,
          parts: a.parts,
          options: a.options,
          sent_at: iso(a.sentAt),
          created_at: iso(a.createdAt),
        })),
      ),
    );
  }

  let history: PaymentHistoryEntry[] = [];
  try {
    history = await deps.provider.listInvoices(db, user);
  } catch (err) {
    index.payments.unavailable = true;
    deps.log.warn({ err, userId: user.id }, 'data export: payment history unavailable, archive made without it');
  }
  index.payments.count = history.length;
  const subscriptionRows = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).orderBy(asc(subscriptions.createdAt));
  const customer = await findBillingCustomer(db, user.id);
  const cards = await db
    .select({ last4: demoSetupIntents.cardLast4, confirmedAt: demoSetupIntents.confirmedAt })
    .from(demoSetupIntents)
    .where(eq(demoSetupIntents.userId, user.id));
  parts.push(() =>
    zip.addJson('paiements/paiements.json', {
      provider: deps.provider.kind,
      customer: customer
        ? {
            provider: customer.provider,
            customer_id: customer.providerCustomerId,
            trial_used_at: iso(customer.trialUsedAt),
            created_at: iso(customer.createdAt),
          }
        : null,
      subscriptions: subscriptionRows.map((row) => ({
        ...toSubscriptionView(row),
        provider: row.provider,
        created_at: iso(row.createdAt),
        canceled_at: iso(row.canceledAt),
      })),
      payments: history,
      payment_history_unavailable: index.payments.unavailable,
      cards: cards.filter((c) => c.last4).map((c) => ({ last4: c.last4, added_at: iso(c.confirmedAt) })),
    }),
  );

  const linked = await db.select().from(socialAccounts).where(eq(socialAccounts.userId, user.id)).orderBy(asc(socialAccounts.createdAt));
  index.providers = linked.map((s) => (isSocialProvider(s.provider) ? providerLabels[s.provider] : s.provider));
  const sessions = await db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id)).orderBy(asc(refreshTokens.createdAt));
  const families = new Map<
    string,
    {
      started_at: string | null;
      last_used_at: string | null;
      expires_at: string | null;
      remember: boolean;
      ended_at: string | null;
      ended_because: string | null;
    }
  >();
  for (const t of sessions) {
    const f = families.get(t.familyId) ?? {
      started_at: iso(t.createdAt),
      last_used_at: null,
      expires_at: null,
      remember: t.remember,
      ended_at: null,
      ended_because: null,
    };
    f.last_used_at = iso(t.createdAt);
    f.expires_at = iso(t.expiresAt);
    if (t.revokedAt) Object.assign(f, { ended_at: iso(t.revokedAt), ended_because: t.revokedReason });
    families.set(t.familyId, f);
  }
  index.sessions = families.size;
  parts.push(() =>
    zip.addJson('connexions/connexions.json', {
      providers: linked.map((s) => ({ provider: s.provider, email: s.email, linked_at: iso(s.createdAt), last_login_at: iso(s.lastLoginAt) })),
      sessions: [...families.values()],
    }),
  );

  const messages = await db
    .select({
      email: contactMessages.email,
      name: contactMessages.name,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(or(eq(contactMessages.userId, user.id), inArray(sql`lower(${contactMessages.email})`, [user.email.toLowerCase()])))
    .orderBy(asc(contactMessages.createdAt));
  index.messages = messages.length;
  if (messages.length) {
    parts.push(() =>
      zip.addJson(
        'messages/messages.json',
        messages.map((m) => ({ email: m.email, name: m.name, subject: m.subject, message: m.message, sent_at: iso(m.createdAt) })),
      ),
    );
  }

  for (const ref of await userReferences(db)) {
    if (READ_BY_NAME.has(ref.table)) continue;
    const rows = await otherRows(db, ref.table, ref.column, user.id);
    if (!rows.length) continue;
    const base = `autres-donnees/${ref.table.replace(/[^A-Za-z0-9_]+/g, '-')}`;
    const path = `${base}.json`;
    index.other.push({ label: otherDataLabels[ref.table] ?? `Autres données (${ref.table})`, rows: rows.length, path });
    parts.push(async () => {
      const out: Array<Record<string, unknown>> = [];
      for (const [i, row] of rows.entries()) {
        const copy: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(row)) {
          if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
            const file = `${base}/${numbered(i)}-${key.replace(/[^A-Za-z0-9_]+/g, '-')}.bin`;
            await zip.addBinary(file, value);
            copy[key] = { file };
          } else copy[key] = value instanceof Date ? value.toISOString() : value;
        }
        out.push(copy);
      }
      await zip.addJson(path, out);
    });
  }

  for (const part of parts) await part();
  await zip.addText('index.html', archiveIndexHtml(index), now);
  await zip.finish();
  return { bytes: zip.size, files: zip.files };
}

/** The rows of a table not known here that belong to the user, secrets left out. */
async function otherRows(db: Database, table: string, column: string, userId: string): Promise<Array<Record<string, unknown>>> {
  const columns = (await tableColumns(db, table)).filter((c) => !isSecretColumn(c.name));
  if (!columns.length) return [];
  return queryRows<Record<string, unknown>>(
    db,
    sql`select ${sql.join(
      columns.map((c) => sql.identifier(c.name)),
      sql`, `,
    )} from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
  );
}

/** The letter as someone reads it, in plain text. */
function letterText(letter: LetterDocument): string {
  const s = letter.sender;
  const r = letter.recipient;
  const block = (lines: string[]) =>
    lines
      .map((l) => l.trim())
      .filter(Boolean)
      .join('\n');
  return [
    block([`${s.firstName} ${s.lastName}`, s.street, `${s.postalCode} ${s.city}`, s.phone, s.email]),
    block([r.company, r.person, r.street, `${r.postalCode} ${r.city}`]),
    block([[letter.place, letter.date].filter(Boolean).join(', ')]),
    block([letter.subject]),
    block([letter.salutation]),
    richTextLines(letter.body).join('\n'),
    block([letter.closing]),
    block([letter.signature_name]),
    letter.annexes.length ? `Annexes\u00a0:\n${letter.annexes.map((a) => `- ${a}`).join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n\n')
    .concat('\n');
}
