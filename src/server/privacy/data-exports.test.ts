import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows.js';
import { cvPhotos, cvs } from '../db/schema/cvs.js';
import { applications, attachments } from '../db/schema/dossiers.js';
import { letters, letterSignatures } from '../db/schema/letters.js';
import { dataExportChunks, dataExports } from '../db/schema/privacy.js';
import { call, createAccountsTestApp, DAY, logInAs, MINUTE } from '../testing/accounts.js';
import { signedInUser } from '../testing/cvs.js';
import { textPdf, uploadDocument } from '../testing/documents.js';
import { linkIn } from '../testing/smtp-sink.js';
import { fullAccount } from './testing/full-account.js';

type TestApp = Awaited<ReturnType<typeof createAccountsTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

interface ExportAnswer {
  export: { id: string; status: string; download_url: string | null; file_name: string; byte_size: number; file_count: number; expires_at: string };
  detail?: string;
}

async function download(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return { res, files: unzipSync(new Uint8Array(res.rawPayload)) };
}

const json = <T>(files: Record<string, Uint8Array>, name: string): T => {
  const file = files[name];
  if (!file) throw new Error(`${name} is not in the archive: ${Object.keys(files).join(', ')}`);
  return JSON.parse(strFromU8(file)) as T;
};

describe('« Télécharger mes données »', () => {
  it('one ZIP with a French index and everything the account holds, documents byte-identical', { timeout: 180_000 }, async () => {
    const a = await fullAccount(t);
    const res = await call(t.app, 'POST', '/api/accounts/data/export/', undefined, a.token);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ExportAnswer>().export;
    expect(answer).toMatchObject({ status: 'ready', file_name: `cv-suisse-mes-donnees-${t.clock.now().toISOString().slice(0, 10)}.zip` });
    expect(answer.expires_at).toBe(new Date(t.clock.now().getTime() + 7 * DAY).toISOString());
    const { res: file, files } = await download(answer.download_url!);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe(`attachment; filename=${answer.file_name}`);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(Number(file.headers['content-length'])).toBe(answer.byte_size);
    expect(Object.keys(files)).toHaveLength(answer.file_count);

    // The index: French, every link to a file of the archive.
    const index = strFromU8(files['index.html']!);
    expect(index).toContain('<html lang="fr">');
    expect(index).toContain('<h1>Vos données CV Suisse</h1>');
    for (const text of [
      `CV ${a.marker}`,
      `Ancien CV ${a.marker}`,
      '(dans la corbeille)',
      `Lettre ${a.marker}`,
      `Certificat ${a.marker}</a> (Certificat de travail`,
      `Migros ${a.marker} – Gestionnaire`,
      'Connexion avec Google.',
      '1\u00a0paiement.',
      'Cette copie reste téléchargeable depuis votre compte pendant 7\u00a0jours, puis nous l’effaçons de nos serveurs.',
    ]) {
      expect(index).toContain(text);
    }
    const links = [...index.matchAll(/href="([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!));
    expect(links.length).toBeGreaterThan(12);
    for (const link of links.filter((l) => !l.endsWith('/'))) expect(Object.keys(files), link).toContain(link);

    const profile = json<{ email: string; first_name: string; last_name: string }>(files, 'profil.json');
    expect(profile).toMatchObject({ email: a.email, first_name: 'Zéphyrine', last_name: a.marker });

    // Every CV (the bin's too) in our JSON, in JSON Resume and as text; its photo as stored.
    const cvRows = await t.db.select().from(cvs).where(eq(cvs.userId, a.id));
    expect(cvRows).toHaveLength(2);
    const cvDirs = [
      ...new Set(
        Object.keys(files)
          .filter((f) => f.startsWith('cv/'))
          .map((f) => f.split('/').slice(0, 2).join('/')),
      ),
    ];
    expect(cvDirs).toHaveLength(2);
    for (const cv of cvRows) {
      const dir = cvDirs.find((d) => json<{ cv: { title: string } }>(files, `${d}/cv.json`).cv.title === cv.title)!;
      const ours = json<{ format: string; version: number; cv: { personal_info: { lastName: string; photo_base64?: string } } }>(files, `${dir}/cv.json`);
      expect(ours).toMatchObject({ format: 'cv-suisse', version: 1 });
      expect(json<{ basics: { name: string } }>(files, `${dir}/cv.resume.json`).basics).toBeDefined();
      const [photo] = await t.db.select().from(cvPhotos).where(eq(cvPhotos.cvId, cv.id));
      if (cv.id !== a.cvId) continue;
      expect(ours.cv.personal_info.lastName).toBe(a.marker);
      expect(json<{ basics: { name: string } }>(files, `${dir}/cv.resume.json`).basics.name).toBe(`Zéphyrine ${a.marker}`);
      expect(strFromU8(files[`${dir}/cv.txt`]!)).toContain(`Zéphyrine ${a.marker}`);
      expect(Buffer.from(files[`${dir}/photo.jpg`]!).equals(photo!.image)).toBe(true);
      expect(ours.cv.personal_info.photo_base64).toBe(`data:image/jpeg;base64,${photo!.image.toString('base64')}`);
      expect(Object.keys(files).filter((f) => f.startsWith(`${dir}/versions/version-`)).length).toBeGreaterThan(0);
    }

    // The letter and its signature.
    const [letter] = await t.db.select().from(letters).where(eq(letters.userId, a.id));
    const [signature] = await t.db.select().from(letterSignatures).where(eq(letterSignatures.letterId, letter!.id));
    const letterDir = Object.keys(files)
      .find((f) => f.startsWith('lettres/') && f.endsWith('/lettre.json'))!
      .replace('/lettre.json', '');
    expect(json<{ letter: unknown }>(files, `${letterDir}/lettre.json`).letter).toEqual(letter!.document);
    expect(strFromU8(files[`${letterDir}/lettre.txt`]!)).toContain(a.marker);
    expect(Buffer.from(files[`${letterDir}/signature.png`]!).equals(signature!.image)).toBe(true);

    // Each document and application file, byte for byte what we store.
    const [doc] = await t.db.select().from(attachments).where(eq(attachments.userId, a.id));
    const docFile = Object.keys(files).find((f) => /^documents\/01-.*\.pdf$/.test(f))!;
    expect(docFile).toBe(`documents/01-Certificat-${a.marker}.pdf`);
    expect(Buffer.from(files[docFile]!).equals(doc!.content)).toBe(true);
    const [app] = await t.db.select().from(applications).where(eq(applications.userId, a.id));
    const appFile = Object.keys(files).find((f) => /^candidatures\/01-.*\.pdf$/.test(f))!;
    expect(Buffer.from(files[appFile]!).equals(app!.dossier)).toBe(true);
    expect(json<Array<{ company: string; file: string }>>(files, 'candidatures/candidatures.json')).toEqual([
      expect.objectContaining({ company: `Migros ${a.marker}`, file: appFile }),
    ]);

    const payments = json<{
      provider: string;
      payments: Array<{ amount: number; description: string }>;
      subscriptions: Array<{ status: string }>;
      cards: Array<{ last4: string }>;
    }>(files, 'paiements/paiements.json');
    expect(payments).toMatchObject({
      provider: 'demo',
      payments: [{ amount: 100, description: 'Essai 14 jours' }],
      subscriptions: [{ status: 'trial_paid' }],
      cards: [{ last4: '4242' }],
    });
    expect(json<{ providers: Array<{ provider: string }>; sessions: unknown[] }>(files, 'connexions/connexions.json')).toMatchObject({
      providers: [{ provider: 'google' }],
    });
    expect(json<Array<{ subject: string }>>(files, 'messages/messages.json')).toEqual([expect.objectContaining({ subject: `Question ${a.marker}` })]);
    // The job-search tracker: its applications and settings, named in French in the index.
    // (the application file made above is followed there too).
    const tracked = json<Array<{ company: string; status: string; sent_on: string | null }>>(files, 'autres-donnees/tracked_applications.json');
    expect(tracked.map((x) => [x.company, x.status, x.sent_on]).sort()).toEqual([
      [`Coop ${a.marker}`, 'sent', a.trackedSentOn],
      [`Migros ${a.marker}`, 'to_send', null],
    ]);
    expect(json<Array<{ follow_up_days: number }>>(files, 'autres-donnees/tracker_settings.json')).toEqual([expect.objectContaining({ follow_up_days: 5 })]);
    expect(index).toContain('Candidatures suivies');
    expect(index).toContain('Réglages du suivi des candidatures');
    // Nothing secret: no password hash, no token digest.
    const everything = Object.entries(files)
      .filter(([f]) => /\.(json|html|txt)$/.test(f))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    expect(everything).not.toMatch(/\$argon2id\$|token_hash|password_hash/);
  });

  it('a table added later (the tracker) is in the archive and goes with the account, secrets left out', { timeout: 120_000 }, async () => {
    await t.db.execute(
      sql`create table later_feature (id uuid primary key default gen_random_uuid(), user_id uuid not null references users(id) on delete cascade, note text, scan bytea, token_hash text)`,
    );
    await t.db.execute(sql`create table later_links (id serial primary key, user_id uuid references users(id) on delete set null, label text)`);
    const user = await signedInUser(t.app, t.db);
    await t.db.execute(
      sql`insert into later_feature (user_id, note, scan, token_hash) values (${user.id}, 'relance Migros', ${Buffer.from([1, 2, 3, 250])}, 'secret-digest')`,
    );
    await t.db.execute(sql`insert into later_links (user_id, label) values (${user.id}, 'lien ouvert')`);
    const summary = await call(t.app, 'GET', '/api/accounts/data/summary/', undefined, user.token);
    expect(summary.json<{ other: unknown }>().other).toEqual([
      { label: 'Autres données (later_feature)', rows: 1 },
      { label: 'Autres données (later_links)', rows: 1 },
    ]);
    const answer = (await call(t.app, 'POST', '/api/accounts/data/export/', undefined, user.token)).json<ExportAnswer>().export;
    const { files } = await download(answer.download_url!);
    const rows = json<Array<Record<string, unknown>>>(files, 'autres-donnees/later_feature.json');
    expect(rows).toEqual([
      { id: expect.any(String) as string, user_id: user.id, note: 'relance Migros', scan: { file: 'autres-donnees/later_feature/01-scan.bin' } },
    ]);
    expect([...files['autres-donnees/later_feature/01-scan.bin']!]).toEqual([1, 2, 3, 250]);
    expect(json<Array<{ label: string }>>(files, 'autres-donnees/later_links.json')).toEqual([expect.objectContaining({ label: 'lien ouvert' })]);
    expect(strFromU8(files['index.html']!)).toContain('Autres données (later_feature)');

    const erased = await call(t.app, 'POST', '/api/accounts/data/delete/', { password: user.password }, user.token);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await queryRows(t.db, sql`select 1 from later_feature`)).toEqual([]);
    expect(await queryRows(t.db, sql`select 1 from later_links where label = 'lien ouvert'`)).toEqual([]);
    await t.db.execute(sql`drop table later_feature, later_links`);
  });

  it('the download address is for its owner only, for a few minutes, until the copy expires', async () => {
    const a = await signedInUser(t.app, t.db);
    const b = await signedInUser(t.app, t.db);
    const answer = (await call(t.app, 'POST', '/api/accounts/data/export/', undefined, a.token)).json<ExportAnswer>().export;
    const url = new URL(answer.download_url!, 'http://cv.test');
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${url.pathname}?ticket=${url.searchParams.get('ticket')!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}` }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', `/api/accounts/data/exports/${answer.id}/`, undefined, b.token)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/accounts/data/exports/${answer.id}/`)).statusCode).toBe(401);
    t.clock.advance(11 * MINUTE);
    expect((await t.app.inject({ method: 'GET', url: answer.download_url! })).statusCode).toBe(404);
    // A fresh address from the owner's page.
    const again = (await call(t.app, 'GET', `/api/accounts/data/exports/${answer.id}/`, undefined, a.token)).json<ExportAnswer>().export;
    expect((await t.app.inject({ method: 'GET', url: again.download_url! })).statusCode).toBe(200);
    t.clock.advance(7 * DAY);
    const { tokens } = await logInAs(t.app, a.email, a.password);
    const expired = await call(t.app, 'GET', `/api/accounts/data/exports/${answer.id}/`, undefined, tokens.access);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      detail: 'Ce lien de téléchargement a expiré. Demandez une nouvelle copie de vos données depuis «\u00a0Mes informations personnelles\u00a0».',
      code: 'export_expired',
    });
    const report = await t.app.privacy.runRetention(t.clock.now());
    expect(report.exportsPurged).toBeGreaterThan(0);
    expect(await t.db.select().from(dataExports).where(eq(dataExports.id, answer.id))).toEqual([]);
    expect(await t.db.select({ seq: dataExportChunks.seq }).from(dataExportChunks).where(eq(dataExportChunks.exportId, answer.id))).toEqual([]);
  });

  it('a large account: made in the background, then a mail with the link', async () => {
    const a = await signedInUser(t.app, t.db);
    const uploaded = await uploadDocument(t.app, a.token, { name: 'Diplôme.pdf', type: 'application/pdf', content: await textPdf('Diplôme') });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    // As if its documents added up to 30 MB (the estimate reads the sizes stored with them).
    await t.db
      .update(attachments)
      .set({ byteSize: 30 * 1024 * 1024 })
      .where(eq(attachments.userId, a.id));
    const [doc] = await t.db.select().from(attachments).where(eq(attachments.userId, a.id));
    expect((await call(t.app, 'GET', '/api/accounts/data/summary/', undefined, a.token)).json()).toMatchObject({ export_in_background: true });
    const res = await call(t.app, 'POST', '/api/accounts/data/export/', undefined, a.token);
    expect(res.statusCode).toBe(202);
    expect(res.json<ExportAnswer>()).toMatchObject({
      export: { status: 'preparing', download_url: null },
      detail: 'Votre archive est en préparation. Nous vous enverrons un e-mail avec le lien dès qu’elle sera prête (lien valable 7\u00a0jours).',
    });
    await t.app.privacy.idle();
    const [mail] = (await t.mailsTo(a.email)).filter((m) => m.subject === 'Vos données CV Suisse sont prêtes');
    const link = linkIn(mail!, 'http://cv.test/mes-donnees/');
    const id = link.pathname.split('/').at(-1)!;
    expect(id).toBe(res.json<ExportAnswer>().export.id);
    const view = (await call(t.app, 'GET', `/api/accounts/data/exports/${id}/`, undefined, a.token)).json<ExportAnswer>().export;
    expect(view.status).toBe('ready');
    const { files } = await download(view.download_url!);
    expect(Buffer.from(files[Object.keys(files).find((f) => f.startsWith('documents/01-'))!]!).equals(doc!.content)).toBe(true);
    expect(
      (await call(t.app, 'GET', '/api/accounts/data/exports/', undefined, a.token)).json<{ exports: Array<{ id: string }> }>().exports.map((e) => e.id),
    ).toEqual([id]);
  });

  it('a few copies a day', async () => {
    const a = await signedInUser(t.app, t.db);
    for (let i = 0; i < 5; i++) expect((await call(t.app, 'POST', '/api/accounts/data/export/', undefined, a.token)).statusCode).toBe(200);
    const refused = await call(t.app, 'POST', '/api/accounts/data/export/', undefined, a.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: 'Vous avez déjà demandé plusieurs copies de vos données aujourd’hui. Réessayez demain, ou téléchargez la dernière copie préparée.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
