import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../testing/smtp-sink.js';
import { call, createAccountsTestApp, logInAs, MINUTE, seedUser, uniqueEmail, type ApiBody } from '../testing/accounts.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

const NEW_PASSWORD = 'Un-nouveau-départ-à-Lausanne-7';
const requestReset = (email: string, ip = '203.0.113.60') =>
  t.app.inject({ method: 'POST', url: '/api/accounts/password/reset/', payload: { email }, remoteAddress: ip });

async function resetLink(email: string): Promise<{ uid: string; token: string }> {
  const mails = await t.mailsTo(email);
  const mail = mails.findLast((m) => m.subject === 'Réinitialisation de votre mot de passe – CV Suisse');
  if (!mail) throw new Error('no reset mail');
  const link = linkIn(mail, 'http://cv.test/auth/reset-password?');
  return { uid: link.searchParams.get('uid')!, token: link.searchParams.get('token')! };
}

describe('password reset', () => {
  it('answers the same neutral confirmation for any address, and mails a link only to an account', async () => {
    const { email } = await seedUser(t.db);
    const nobody = uniqueEmail('nobody');
    const known = await requestReset(email);
    const unknown = await requestReset(nobody);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json<ApiBody>()).toEqual({
      detail:
        'Si un compte existe pour cette adresse e-mail, vous recevrez dans quelques minutes un e-mail contenant un lien pour réinitialiser votre mot de passe.',
    });
    expect(unknown.json<ApiBody>()).toEqual(known.json<ApiBody>());
    expect(await t.mailsTo(nobody)).toHaveLength(0);
    const [mail] = await t.mailsTo(email);
    expect(mail?.text).toContain('Ce lien est valable 1 heure');
  });

  it('answers before looking the address up, so known and unknown addresses cost the same (reset and resend)', async () => {
    const { email } = await seedUser(t.db, { verified: false });
    // The per-account work fails here: if it ran before the answer, the known address would get a 500.
    await t.db.execute(sql`create function refuse_token() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`);
    await t.db.execute(sql`create trigger refuse_tokens before insert on account_tokens for each row execute function refuse_token()`);
    try {
      const reset = await requestReset(email, '203.0.113.61');
      const resend = await call(t.app, 'POST', '/api/accounts/resend-verification-email/', { email });
      expect(reset.statusCode).toBe(200);
      expect(resend.statusCode).toBe(200);
      await t.app.accounts.idle();
    } finally {
      await t.db.execute(sql`drop trigger refuse_tokens on account_tokens`);
    }
    expect(await t.mailsTo(email)).toHaveLength(0);
  });

  it('validates a link without using it, then sets the new password and closes every session', async () => {
    const { email, password, user } = await seedUser(t.db);
    const session = await logInAs(t.app, email, password, true);
    await requestReset(email);
    const link = await resetLink(email);
    expect(link.uid).toBe(user.id);
    expect(link.token.length).toBeGreaterThanOrEqual(43);

    for (let i = 0; i < 2; i++) {
      const valid = await call(t.app, 'POST', '/api/accounts/password/reset/validate/', link);
      expect(valid.statusCode).toBe(200);
    }
    t.clock.advance(1000);
    const res = await call(t.app, 'POST', '/api/accounts/password/reset/confirm/', { ...link, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json<ApiBody>()).toEqual({ detail: 'Votre mot de passe a été réinitialisé avec succès. Vous pouvez maintenant vous connecter.' });

    // Old sessions are over: refresh token revoked, access token refused at once.
    expect((await call(t.app, 'POST', '/api/accounts/token/refresh/', { refresh: session.tokens.refresh })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/accounts/profile/', undefined, session.tokens.access)).statusCode).toBe(401);
    // Old password out, new one in.
    expect((await call(t.app, 'POST', '/api/accounts/login/', { email, password })).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/api/accounts/login/', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
    // The link is single use.
    const again = await call(t.app, 'POST', '/api/accounts/password/reset/validate/', link);
    expect(again.json<ApiBody>()).toEqual({ token: ['Ce lien de réinitialisation a expiré ou a déjà été utilisé. Veuillez demander un nouveau lien.'] });
    // A notice went to the owner.
    const mails = await t.mailsTo(email);
    expect(mails.at(-1)?.subject).toBe('Votre mot de passe a été modifié – CV Suisse');
  });

  it('expires links after one hour and refuses a bad uid or token', async () => {
    const { email } = await seedUser(t.db);
    await requestReset(email, '203.0.113.61');
    const link = await resetLink(email);
    const validate = (body: object) => call(t.app, 'POST', '/api/accounts/password/reset/validate/', body);
    expect((await validate({ ...link, uid: '00000000-0000-4000-8000-000000000000' })).json<ApiBody>()).toEqual({
      uid: ['Ce lien de réinitialisation est invalide. Veuillez demander un nouveau lien.'],
    });
    expect((await validate({ ...link, uid: 'abc' })).json<ApiBody>()).toHaveProperty('uid');
    expect((await validate({ ...link, token: `${link.token.slice(0, -2)}xx` })).json<ApiBody>()).toHaveProperty('token');
    expect((await validate({ uid: link.uid, token: 'short' })).json<ApiBody>()).toHaveProperty('token');
    t.clock.advance(60 * MINUTE + 1000);
    expect((await validate(link)).json<ApiBody>()).toHaveProperty('token');
  });

  it('checks the new passwords: match, length, common', async () => {
    const { email } = await seedUser(t.db);
    await requestReset(email, '203.0.113.62');
    const link = await resetLink(email);
    const confirm = (p1: string, p2: string) => call(t.app, 'POST', '/api/accounts/password/reset/confirm/', { ...link, new_password1: p1, new_password2: p2 });
    expect((await confirm(NEW_PASSWORD, 'autre-chose-123')).json<ApiBody>()).toEqual({ new_password2: ['Les mots de passe ne correspondent pas.'] });
    expect((await confirm('court', 'court')).json<ApiBody>()).toEqual({ new_password1: ['Le mot de passe doit contenir au moins 8 caractères.'] });
    expect((await confirm('Password123', 'Password123')).json<ApiBody>()).toEqual({
      new_password1: ['Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.'],
    });
    // None of these used the link up.
    expect((await confirm(NEW_PASSWORD, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('verifies the address of an unverified account (the link proves the mailbox)', async () => {
    const { email } = await seedUser(t.db, { verified: false });
    await requestReset(email, '203.0.113.63');
    const link = await resetLink(email);
    await call(t.app, 'POST', '/api/accounts/password/reset/confirm/', { ...link, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD });
    expect((await call(t.app, 'POST', '/api/accounts/login/', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('limits reset requests to 3 per hour per address and 10 per hour per IP', async () => {
    const { email } = await seedUser(t.db);
    for (let i = 0; i < 3; i++) expect((await requestReset(email, `203.0.113.${70 + i}`)).statusCode).toBe(200);
    const blocked = await requestReset(email, '203.0.113.79');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<ApiBody>()).toEqual({ detail: 'Trop de tentatives. Veuillez réessayer plus tard.' });
    for (let i = 0; i < 10; i++) await requestReset(uniqueEmail('scan'), '203.0.113.80');
    expect((await requestReset(uniqueEmail('scan'), '203.0.113.80')).statusCode).toBe(429);
  });
});

describe('password change', () => {
  const change = (access: string, body: object) => call(t.app, 'POST', '/api/accounts/password/change/', body, access);

  it('changes the password, keeps the current session, closes the others and mails a notice', async () => {
    const { email, password } = await seedUser(t.db);
    const current = await logInAs(t.app, email, password);
    const other = await logInAs(t.app, email, password);
    t.clock.advance(1000);
    const res = await change(current.tokens.access, { old_password: password, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json<ApiBody>();
    expect(body.detail).toBe('Votre mot de passe a été modifié avec succès\u00a0!');

    // The other device is out at once, access and refresh.
    expect((await call(t.app, 'GET', '/api/accounts/profile/', undefined, other.tokens.access)).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/accounts/token/refresh/', { refresh: other.tokens.refresh })).statusCode).toBe(401);
    // This device: the fresh access token works, and so does its refresh token.
    expect((await call(t.app, 'GET', '/api/accounts/profile/', undefined, body.access)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/accounts/token/refresh/', { refresh: current.tokens.refresh })).statusCode).toBe(200);

    expect((await call(t.app, 'POST', '/api/accounts/login/', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
    const mails = await t.mailsTo(email);
    expect(mails.map((m) => m.subject)).toContain('Votre mot de passe a été modifié – CV Suisse');
  });

  it('answers each form error in the words of the spec', async () => {
    const { email, password } = await seedUser(t.db);
    const { tokens } = await logInAs(t.app, email, password);
    expect((await change(tokens.access, {})).json<ApiBody>()).toEqual({
      new_password1: ['Le nouveau mot de passe est requis'],
      new_password2: ['La confirmation du mot de passe est requise'],
    });
    expect((await change(tokens.access, { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD })).json<ApiBody>()).toEqual({
      old_password: ['Le mot de passe actuel est requis'],
    });
    expect((await change(tokens.access, { old_password: password, new_password1: 'court', new_password2: 'court' })).json<ApiBody>()).toEqual({
      new_password1: ['Le mot de passe doit contenir au moins 8 caractères'],
    });
    expect((await change(tokens.access, { old_password: password, new_password1: NEW_PASSWORD, new_password2: 'different-1234' })).json<ApiBody>()).toEqual({
      new_password2: ['Les mots de passe ne correspondent pas'],
    });
    expect((await change(tokens.access, { old_password: password, new_password1: password, new_password2: password })).json<ApiBody>()).toEqual({
      new_password1: ["Le nouveau mot de passe doit être différent de l'actuel"],
    });
    expect((await change(tokens.access, { old_password: 'pas-le-bon-mot', new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD })).json<ApiBody>()).toEqual(
      {
        old_password: ['Le mot de passe actuel est incorrect.'],
      },
    );
    expect((await change(tokens.access, { old_password: password, new_password1: 'azerty2024', new_password2: 'azerty2024' })).json<ApiBody>()).toEqual({
      new_password1: ['Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.'],
    });
  });

  it('lets an account without a password (social sign-in) set one', async () => {
    const { user, email } = await seedUser(t.db, { password: null });
    const { tokens } = await t.app.accounts.signIn(user, { remember: false });
    const res = await change(tokens.access, { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/accounts/login/', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('needs a signed-in user and limits wrong current passwords', async () => {
    expect((await change('', { old_password: 'x', new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD })).statusCode).toBe(401);
    const { email, password } = await seedUser(t.db);
    const { tokens } = await logInAs(t.app, email, password);
    for (let i = 0; i < 10; i++) await change(tokens.access, { old_password: `faux-${i}-mot`, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD });
    const res = await change(tokens.access, { old_password: password, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD });
    expect(res.statusCode).toBe(429);
  });
});
