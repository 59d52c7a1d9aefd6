import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../db/schema/dossiers.js';
import { users } from '../db/schema/users.js';
import { createAccountsTestApp } from '../testing/accounts.js';
import { seedCv, signedInUser } from '../testing/cvs.js';
import { textPdf, uploadDocument } from '../testing/documents.js';

/** `npm run data:export` / `data:erase` (the command's source run as the build runs it; the build itself in e2e/deployment-walkthrough.spec.ts). */
type TestApp = Awaited<ReturnType<typeof createAccountsTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

function command(...args: string[]) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/privacy/privacy-command.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: t.database.url, STRIPE_SECRET_KEY: '', DATA_DIR: t.config.dataDir },
  });
}

describe('the operator commands for a request received by e-mail', () => {
  // Five starts of the command through tsx: 2.7 s each warm at load 13, but a clean clone compiles
  // them cold, and at load 11-14 with eight CPU burners the test passed 120 s (docs/testing.md).
  it('export writes the account ZIP to a file; erase shows, then with --confirm erases', { timeout: 480_000 }, async () => {
    const u = await signedInUser(t.app, t.db, { firstName: 'Noémie' });
    await seedCv(t.db, u.id, { title: 'CV de Noémie' });
    expect((await uploadDocument(t.app, u.token, { name: 'Diplôme.pdf', type: 'application/pdf', content: await textPdf('Diplôme') })).statusCode).toBe(201);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'cv-suisse-request-')), 'demande.zip');

    const exported = await command('export', u.email, file);
    expect(exported.stdout).toMatch(
      new RegExp(`^${u.email.replace(/[.+]/g, '\\$&')}: \\d+ file\\(s\\), \\d+ bytes written to ${file.replace(/[.+]/g, '\\$&')} \\(index\\.html inside\\)`),
    );
    const files = unzipSync(new Uint8Array(readFileSync(file)));
    expect(strFromU8(files['index.html']!)).toContain('CV de Noémie');
    const [doc] = await t.db.select().from(attachments).where(eq(attachments.userId, u.id));
    expect(Buffer.from(files['documents/01-Diplome.pdf']!).equals(doc!.content)).toBe(true);

    const shown = await command('erase', u.email);
    expect(shown.stdout).toContain(
      `${u.email} (user ${u.id}): cvs 1, cvs_in_bin 0, cv_versions 0, photos 0, letters 0, signatures 0, documents 1, applications 0, sessions 1; running subscription(s) 0.`,
    );
    expect(shown.stdout).toContain(`Nothing was changed. To erase this account for good: npm run data:erase -- ${u.email} --confirm`);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, u.id))).toHaveLength(1);

    const erased = await command('erase', u.email, '--confirm');
    expect(erased.stdout).toContain(`${u.email} (user ${u.id}) erased: cvs 1,`);
    expect(erased.stdout).toContain('0 subscription(s) ended at the provider; 0 payment(s) kept as accounting records.');
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, u.id))).toEqual([]);
    // The server's worker delivers the confirmation the command queued (on the real clock: the app's catches up).
    t.clock.advance(Date.now() - t.clock.now().getTime() + 60_000);
    const [mail] = await t.mailsTo(u.email);
    expect(mail?.subject).toBe('Votre compte CV Suisse a été supprimé');
    expect(mail?.text).toContain('comme vous nous l’avez demandé par e-mail');

    await expect(command('erase', u.email, '--confirm')).rejects.toMatchObject({ code: 1, stderr: `No account with the e-mail ${u.email}.\n` });
    await expect(command('erase', u.email, '--yes')).rejects.toMatchObject({ code: 64 });
  });
});
