import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { cvPhotos, cvs, cvVersions } from '../db/schema/cvs.js';
import { cvRenders } from '../db/schema/render-caches.js';
import { call, createAccountsTestApp, DAY, MINUTE } from '../testing/accounts.js';
import { signedInUser, uploadPhotoFile } from '../testing/cvs.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  // These tests move the clock by weeks: the access tokens must outlive them.
  t = await createAccountsTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(400 * 24 * 3600) });
});
afterAll(async () => t?.close());

type Saved = Record<string, unknown> & { id: string; version: number; title: string };
const create = async (token: string, body: Record<string, unknown>) => (await call(t.app, 'POST', '/api/cvs/create/', body, token)).json<Saved>();
const put = (token: string, id: string, body: unknown) => call(t.app, 'PUT', `/api/cvs/${id}/`, body, token);
type VersionItem = { version: number; title: string; template_id: number; saved_at: string; cause: string | null; subject: string | null };
const versions = async (token: string, id: string) => (await call(t.app, 'GET', `/api/cvs/${id}/versions/`, undefined, token)).json<VersionItem[]>();
const versionDocument = async (token: string, id: string, version: number) =>
  (await call(t.app, 'GET', `/api/cvs/${id}/versions/${version}/`, undefined, token)).json<{
    document: { professional_experiences: Array<{ company: string }>; template_id: number };
  }>();
const experience = (company: string) => ({ id: `e-${company}`, title: 'Comptable', company });

describe('saves carry the version they were based on', () => {
  it('refuses a save based on an older version with a 409 naming the current one, and changes nothing', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await create(user.token, { title: 'Base' });
    const first = await put(user.token, cv.id, { title: 'Onglet A', version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ title: 'Onglet A', version: 2 });

    const stale = await put(user.token, cv.id, { title: 'Onglet B', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      detail: 'Ce CV a été modifié ailleurs (un autre onglet ou un autre appareil) depuis votre dernière sauvegarde.',
      code: 'version_conflict',
      current_version: 2,
    });
    expect((await call(t.app, 'GET', `/api/cvs/${cv.id}/`, undefined, user.token)).json()).toMatchObject({ title: 'Onglet A', version: 2 });

    // Keeping one's own version over the other: based on the current version, it saves.
    const over = await put(user.token, cv.id, { title: 'Onglet B', version: 2, new_history_entry: true });
    expect(over.json()).toMatchObject({ title: 'Onglet B', version: 3 });
    // Both edits stay in the history.
    expect((await versions(user.token, cv.id)).map((v) => v.title)).toEqual(['Onglet B', 'Onglet A', 'Base']);
  });

  it('still answers 404 (not 409) for a stale save to a CV that is not the caller’s', async () => {
    const owner = await signedInUser(t.app, t.db);
    const other = await signedInUser(t.app, t.db);
    const cv = await create(owner.token, { title: 'Privé' });
    const res = await put(other.token, cv.id, { title: 'Volé', version: 99 });
    expect(res.statusCode).toBe(404);
  });
});

const NUL = '\u0000';
const dirty = (s: string) => `${NUL}${s}\u0001\u0008\u000b\u001f${NUL}`;
/** A CV with a NUL and other C0 characters in every kind of text field. */
const dirtyCv = () => ({
  title: dirty('Titre'),
  personal_info: {
    firstName: dirty('Léa'),
    lastName: dirty('Muller'),
    jobTitle: dirty('Cheffe'),
    email: dirty('lea@example.ch'),
    linkedin: dirty('linkedin.com/in/lea'),
    age: dirty('32'),
  },
  summary: { content: `<p>${dirty('Résumé')}</p>` },
  professional_experiences: [
    { id: 'e1', title: dirty('Poste'), company: dirty('Firme'), startDate: dirty('2019'), endDate: dirty('2020'), description: dirty('Texte\tavec\ntab') },
  ],
  education: [{ id: 'd1', institution: dirty('EPFL'), degree: dirty('Master'), description: `<ul><li>${dirty('un')}</li></ul>` }],
  skills: [{ id: 's1', name: dirty('Excel'), level: 50 }],
  languages: [{ id: 'l1', name: dirty('Allemand'), level: 80 }],
  accreditations: [{ id: 'a1', name: dirty('CFC'), organization: dirty('SEFRI'), date: dirty('2018') }],
  references: [{ id: 'r1', name: dirty('M. Dupont'), company: dirty('Nestlé') }],
  miscellaneous: dirty('Divers'),
  section_titles: { skills: dirty('Compétences clés') },
  custom_fields: [{ id: 'c1', title: dirty('Bénévolat'), content: dirty('Croix-Rouge') }],
});

describe('control characters are removed on every write call', () => {
  it('saves a CV with NUL and C0 characters in every text field, on create and on save, and keeps tab and newline', async () => {
    const user = await signedInUser(t.app, t.db);
    const res = await call(t.app, 'POST', '/api/cvs/create/', dirtyCv(), user.token);
    expect(res.statusCode).toBe(201);
    const created = res.json<Saved>();
    expect(created).toMatchObject({
      title: 'Titre',
      personal_info: { firstName: 'Léa', age: '32', linkedin: 'linkedin.com/in/lea' },
      professional_experiences: [{ title: 'Poste', startDate: '2019', description: 'Texte\tavec\ntab' }],
      section_titles: { skills: 'Compétences clés' },
      custom_fields: [{ title: 'Bénévolat', content: 'Croix-Rouge' }],
    });

    const saved = await put(user.token, created.id, { ...dirtyCv(), version: created.version });
    expect(saved.statusCode).toBe(200);
    const [row] = await t.db.select().from(cvs).where(eq(cvs.id, created.id));
    expect(JSON.stringify(row?.document)).not.toMatch(/\\u000|\\u001/);
    expect(row?.document.summary.content).toBe('<p>Résumé</p>');
  });

  it('renders the live preview of such a CV, and a rename with a NUL saves', async () => {
    const user = await signedInUser(t.app, t.db);
    const preview = await call(t.app, 'POST', '/api/cvs/template-preview/', { cv_data: dirtyCv(), template_id: 1 }, user.token);
    expect(preview.statusCode).toBe(200);
    expect(preview.json<{ data: string }>().data).not.toContain(NUL);
    const cv = await create(user.token, { title: 'Avant' });
    const renamed = await put(user.token, cv.id, { title: `Ap${NUL}rès` });
    expect(renamed.json()).toMatchObject({ title: 'Après' });
  });
});

describe('history', () => {
  it('keeps one entry per stretch of work: saves within 10 minutes refresh the entry, later ones add one', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await create(user.token, { title: 'v1' });
    t.clock.advance(MINUTE);
    await put(user.token, cv.id, { title: 'v2', version: 1 });
    t.clock.advance(MINUTE);
    await put(user.token, cv.id, { title: 'v3', version: 2 });
    t.clock.advance(11 * MINUTE);
    await put(user.token, cv.id, { title: 'v4', version: 3 });
    // Creation is an entry of its own; v2 and v3 are one stretch; v4 starts another.
    expect((await versions(user.token, cv.id)).map((v) => [v.version, v.title])).toEqual([
      [4, 'v4'],
      [3, 'v3'],
      [1, 'v1'],
    ]);
  });

  it('shows a past version and restores it as a new current version, the history kept', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await create(user.token, { title: 'Original', summary: 'Premier résumé' });
    t.clock.advance(20 * MINUTE);
    await put(user.token, cv.id, { title: 'Modifié', summary: 'Second résumé', version: 1 });

    const old = await call(t.app, 'GET', `/api/cvs/${cv.id}/versions/1/`, undefined, user.token);
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({ version: 1, document: { title: 'Original', summary: { content: 'Premier résumé' } } });

    const restored = await call(t.app, 'POST', `/api/cvs/${cv.id}/versions/1/restore/`, { version: 2 }, user.token);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ title: 'Original', summary: { content: 'Premier résumé' }, version: 3 });
    expect((await versions(user.token, cv.id)).map((v) => v.title)).toEqual(['Original', 'Modifié', 'Original']);

    expect((await call(t.app, 'GET', `/api/cvs/${cv.id}/versions/42/`, undefined, user.token)).json()).toEqual({
      detail: 'Cette version n’existe plus dans l’historique.',
    });
    expect((await call(t.app, 'POST', `/api/cvs/${cv.id}/versions/1/restore/`, { version: 2 }, user.token)).statusCode).toBe(409);
  });

  it('keeps every version of the last 30 days, and the newest 30 whatever their age', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await create(user.token, { title: 'r0' });
    for (let i = 1; i <= 40; i += 1) {
      t.clock.advance(DAY + MINUTE);
      await put(user.token, cv.id, { title: `r${i}`, version: i });
    }
    // 41 entries a day apart: the 30 newest are kept (the 30 days hold only 30 of them).
    const kept = await versions(user.token, cv.id);
    expect(kept).toHaveLength(30);
    expect(kept[0]?.title).toBe('r40');
    expect(kept.at(-1)?.title).toBe('r11');

    // Within 30 days, more than 30 entries are all kept.
    const busy = await create(user.token, { title: 'b0' });
    for (let i = 1; i <= 35; i += 1) {
      t.clock.advance(11 * MINUTE);
      await put(user.token, busy.id, { title: `b${i}`, version: i });
    }
    expect(await versions(user.token, busy.id)).toHaveLength(36);
    const rows = await t.db.select({ id: cvVersions.id }).from(cvVersions).where(eq(cvVersions.cvId, busy.id));
    expect(rows).toHaveLength(36);
  });
});

describe('a version before every destructive change', () => {
  it('keeps the state before a removal as its own entry, labelled, even when the removal comes within the same stretch of work', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await create(user.token, { title: 'Candidature' });
    t.clock.advance(MINUTE);
    // Add an experience, type « Firme Perdue SA », save: the stretch of work's entry holds it.
    await put(user.token, cv.id, { title: 'Candidature', professional_experiences: [experience('Firme Perdue SA')], version: 1 });
    t.clock.advance(MINUTE);
    // Remove it within the 10 minutes: the save carries the state before the removal.
    const removed = await put(user.token, cv.id, {
      title: 'Candidature',
      professional_experiences: [],
      version: 2,
      checkpoints: [
        {
          cause: 'before_item_removal',
          subject: 'Firme Perdue SA',
          document: { title: 'Candidature', professional_experiences: [experience('Firme Perdue SA')] },
        },
      ],
    });
    expect(removed.statusCode).toBe(200);
    // Equal to the stored entry: that entry is sealed and labelled, no duplicate.
    expect(removed.json()).toMatchObject({ version: 3, professional_experiences: [] });
    const list = await versions(user.token, cv.id);
    expect(list.map((v) => [v.version, v.cause, v.subject])).toEqual([
      [3, null, null],
      [2, 'before_item_removal', 'Firme Perdue SA'],
      [1, 'created', null],
    ]);
    expect((await versionDocument(user.token, cv.id, 2)).document.professional_experiences.map((e) => e.company)).toEqual(['Firme Perdue SA']);

    // A later save in the same minute refreshes the new entry, never the one before the removal.
    t.clock.advance(MINUTE);
    await put(user.token, cv.id, { title: 'Candidature v2', professional_experiences: [], version: 3 });
    expect((await versions(user.token, cv.id)).map((v) => [v.version, v.title, v.cause])).toEqual([
      [4, 'Candidature v2', null],
      [2, 'Candidature', 'before_item_removal'],
      [1, 'Candidature', 'created'],
    ]);
  });

  it('writes a checkpoint the server never saw (removed before the autosave) as an entry of its own with the next version number', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await create(user.token, { title: 'Vite' });
    const res = await put(user.token, cv.id, {
      title: 'Vite',
      version: 1,
      checkpoints: [
        {
          cause: 'before_item_removal',
          subject: 'Firme A',
          document: { title: 'Vite', professional_experiences: [experience('Firme A'), experience('Firme B')] },
        },
        { cause: 'before_section_removal', subject: 'Bénévolat', document: { title: 'Vite', professional_experiences: [experience('Firme B')] } },
      ],
    });
    expect(res.json()).toMatchObject({ version: 4 });
    const list = await versions(user.token, cv.id);
    expect(list.map((v) => [v.version, v.cause, v.subject])).toEqual([
      [4, null, null],
      [3, 'before_section_removal', 'Bénévolat'],
      [2, 'before_item_removal', 'Firme A'],
      [1, 'created', null],
    ]);
    expect((await versionDocument(user.token, cv.id, 2)).document.professional_experiences.map((e) => e.company)).toEqual(['Firme A', 'Firme B']);
    // The next save is based on the version the answer gave.
    expect((await put(user.token, cv.id, { title: 'Vite', version: 4 })).statusCode).toBe(200);
  });

  it('keeps the state before a template switch and before an import made on a new CV', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await create(user.token, { title: 'Modèles', template_id: 1 });
    await put(user.token, cv.id, {
      title: 'Modèles',
      template_id: 3,
      version: 1,
      checkpoints: [{ cause: 'before_template_change', subject: 'Classic Elegant', document: { title: 'Modèles', template_id: 1 } }],
    });
    const list = await versions(user.token, cv.id);
    expect(list.map((v) => [v.version, v.template_id, v.cause])).toEqual([
      [2, 3, null],
      [1, 1, 'before_template_change'],
    ]);

    const imported = await call(
      t.app,
      'POST',
      '/api/cvs/create/',
      {
        title: 'Importé',
        professional_experiences: [experience('Nouvelle SA')],
        checkpoints: [{ cause: 'before_import', subject: 'cv.pdf', document: { title: 'Brouillon', professional_experiences: [experience('Ancienne SA')] } }],
      },
      user.token,
    );
    const created = imported.json<Saved>();
    expect(created.version).toBe(2);
    expect((await versions(user.token, created.id)).map((v) => [v.version, v.title, v.cause, v.subject])).toEqual([
      [2, 'Importé', 'created', null],
      [1, 'Brouillon', 'before_import', 'cv.pdf'],
    ]);
  });

  it('labels a restore and the state it replaced, and both stay in the history', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await create(user.token, { title: 'Ancien' });
    const createdAt = t.clock.now().toISOString();
    t.clock.advance(MINUTE);
    await put(user.token, cv.id, { title: 'Récent', version: 1 });
    const restored = await call(t.app, 'POST', `/api/cvs/${cv.id}/versions/1/restore/`, { version: 2 }, user.token);
    expect(restored.json()).toMatchObject({ title: 'Ancien', version: 3 });
    t.clock.advance(MINUTE);
    // The next save starts its own entry: neither the restore nor what came before is refreshed.
    await put(user.token, cv.id, { title: 'Après restauration', version: 3 });
    expect((await versions(user.token, cv.id)).map((v) => [v.version, v.title, v.cause, v.subject])).toEqual([
      [4, 'Après restauration', null, null],
      [3, 'Ancien', 'restore', createdAt],
      [2, 'Récent', 'before_restore', null],
      [1, 'Ancien', 'created', null],
    ]);
  });

  it('keeps at most 200 entries per CV, however recent, when every save brings checkpoints', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await create(user.token, { title: 'c0' });
    let version = 1;
    for (let i = 1; i <= 21; i += 1) {
      const checkpoints = Array.from({ length: 10 }, (_, k) => ({ cause: 'before_item_removal', subject: `${i}-${k}`, document: { title: `p${i}-${k}` } }));
      const res = await put(user.token, cv.id, { title: `c${i}`, version, checkpoints });
      version = res.json<Saved>().version;
    }
    const kept = await versions(user.token, cv.id);
    expect(kept).toHaveLength(200);
    expect(kept[0]).toMatchObject({ version, title: 'c21' });
    expect(kept.at(-1)?.version).toBe(version - 199);
  });

  it('refuses malformed checkpoints with a French message and saves nothing', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await create(user.token, { title: 'Intact' });
    const badCause = await put(user.token, cv.id, { title: 'Changé', version: 1, checkpoints: [{ cause: 'whatever', document: { title: 'x' } }] });
    expect(badCause.statusCode).toBe(400);
    expect(badCause.json()).toEqual({ detail: 'Données de CV invalides', 'checkpoints.0.cause': ['Cette raison de garder une version n’est pas reconnue.'] });
    const tooMany = await put(user.token, cv.id, {
      title: 'Changé',
      version: 1,
      checkpoints: Array.from({ length: 11 }, () => ({ cause: 'before_import', document: {} })),
    });
    expect(tooMany.json()).toEqual({
      detail: 'Données de CV invalides',
      checkpoints: ['Les versions à garder avant une modification doivent être une liste de 10 éléments au plus.'],
    });
    const badDocument = await put(user.token, cv.id, {
      title: 'Changé',
      version: 1,
      checkpoints: [{ cause: 'before_import', document: { title: 'x'.repeat(500) } }],
    });
    expect(badDocument.json()).toEqual({ detail: 'Données de CV invalides', 'checkpoints.0.document': ['Données de CV invalides'] });
    expect((await call(t.app, 'GET', `/api/cvs/${cv.id}/`, undefined, user.token)).json()).toMatchObject({ title: 'Intact', version: 1 });
  });
});

describe('the bin', () => {
  it('keeps a deleted CV 30 days, restorable with its content and history, then purges it', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await create(user.token, { title: 'À la corbeille', summary: 'Contenu' });
    expect((await call(t.app, 'DELETE', `/api/cvs/${cv.id}/delete/`, undefined, user.token)).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/cvs/${cv.id}/`, undefined, user.token)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/cvs/list/', undefined, user.token)).json()).toEqual([]);
    const bin = (await call(t.app, 'GET', '/api/cvs/bin/', undefined, user.token)).json<Array<Record<string, string>>>();
    const deletedAt = t.clock.now();
    expect(bin).toEqual([
      {
        id: cv.id,
        title: 'À la corbeille',
        template_id: 1,
        deleted_at: deletedAt.toISOString(),
        purge_at: new Date(deletedAt.getTime() + 30 * DAY).toISOString(),
      },
    ]);

    t.clock.advance(29 * DAY);
    const restored = await call(t.app, 'POST', `/api/cvs/${cv.id}/restore/`, undefined, user.token);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: cv.id, title: 'À la corbeille', summary: { content: 'Contenu' } });
    expect((await call(t.app, 'GET', '/api/cvs/list/', undefined, user.token)).json<Saved[]>().map((c) => c.id)).toEqual([cv.id]);
    expect(await versions(user.token, cv.id)).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/cvs/bin/', undefined, user.token)).json()).toEqual([]);

    await call(t.app, 'DELETE', `/api/cvs/${cv.id}/delete/`, undefined, user.token);
    t.clock.advance(30 * DAY + MINUTE);
    expect((await call(t.app, 'POST', `/api/cvs/${cv.id}/restore/`, undefined, user.token)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/cvs/bin/', undefined, user.token)).json()).toEqual([]);
    expect(await t.db.select().from(cvs).where(eq(cvs.id, cv.id))).toEqual([]);
  });

  it('« Supprimer définitivement » erases a binned CV with its photo, history and renders at once', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await create(user.token, { title: 'À effacer' });
    await put(user.token, cv.id, { title: 'À effacer v2', version: 1 });
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const upload = await uploadPhotoFile(t.app, cv.id, user.token, { name: 'photo.png', type: 'image/png', content: png });
    expect(upload.statusCode).toBe(200);
    // A live CV is not erased this way.
    expect((await call(t.app, 'DELETE', `/api/cvs/bin/${cv.id}/`, undefined, user.token)).statusCode).toBe(404);
    await call(t.app, 'DELETE', `/api/cvs/${cv.id}/delete/`, undefined, user.token);
    const other = await signedInUser(t.app, t.db);
    expect((await call(t.app, 'DELETE', `/api/cvs/bin/${cv.id}/`, undefined, other.token)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/cvs/bin/${cv.id}/`)).statusCode).toBe(401);

    await t.db.insert(cvRenders).values({ cvId: cv.id, kind: 'image', renderKey: 'page-1', body: png, contentType: 'image/png' });
    expect(await t.db.select().from(cvPhotos).where(eq(cvPhotos.cvId, cv.id))).toHaveLength(1);
    expect(await t.db.select().from(cvVersions).where(eq(cvVersions.cvId, cv.id))).toHaveLength(2);
    const erased = await call(t.app, 'DELETE', `/api/cvs/bin/${cv.id}/`, undefined, user.token);
    expect(erased.statusCode).toBe(204);
    expect(await t.db.select().from(cvs).where(eq(cvs.id, cv.id))).toEqual([]);
    expect(await t.db.select().from(cvPhotos).where(eq(cvPhotos.cvId, cv.id))).toEqual([]);
    expect(await t.db.select().from(cvVersions).where(eq(cvVersions.cvId, cv.id))).toEqual([]);
    expect(await t.db.select().from(cvRenders).where(eq(cvRenders.cvId, cv.id))).toEqual([]);
    expect((await call(t.app, 'GET', '/api/cvs/bin/', undefined, user.token)).json()).toEqual([]);
    expect((await call(t.app, 'POST', `/api/cvs/${cv.id}/restore/`, undefined, user.token)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/cvs/bin/pas-un-uuid/`, undefined, user.token)).json()).toEqual({ detail: 'Ressource non trouvée.' });
  });

  it('does not restore a CV that is not in the bin', async () => {
    const user = await signedInUser(t.app, t.db);
    const cv = await create(user.token, { title: 'Vivant' });
    expect((await call(t.app, 'POST', `/api/cvs/${cv.id}/restore/`, undefined, user.token)).statusCode).toBe(404);
  });
});

describe('ownership of history and bin', () => {
  it("answers another user's ids with the 404 of a CV that does not exist", async () => {
    const owner = await signedInUser(t.app, t.db);
    const other = await signedInUser(t.app, t.db);
    const live = await create(owner.token, { title: 'Privé' });
    const binned = await create(owner.token, { title: 'Jeté' });
    await call(t.app, 'DELETE', `/api/cvs/${binned.id}/delete/`, undefined, owner.token);

    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/cvs/${live.id}/versions/`],
      ['GET', `/api/cvs/${live.id}/versions/1/`],
      ['POST', `/api/cvs/${live.id}/versions/1/restore/`, {}],
      ['POST', `/api/cvs/${binned.id}/restore/`],
      ['GET', `/api/cvs/${randomUUID()}/versions/`],
      ['GET', '/api/cvs/pas-un-uuid/versions/1/'],
      ['POST', `/api/cvs/pas-un-uuid/restore/`],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(t.app, method as 'GET', url, body, other.token);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toEqual({ detail: 'Ressource non trouvée.' });
      expect((await call(t.app, method as 'GET', url, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
    }
    expect((await call(t.app, 'GET', '/api/cvs/bin/', undefined, other.token)).json()).toEqual([]);
    // The binned CV's history is not reachable while it is in the bin, even by its owner.
    expect((await call(t.app, 'GET', `/api/cvs/${binned.id}/versions/`, undefined, owner.token)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/cvs/${live.id}/`, undefined, owner.token)).json()).toMatchObject({ title: 'Privé', version: 1 });
  });
});
