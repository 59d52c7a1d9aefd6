import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema/contact-messages.js';
import { linkIn } from '../testing/smtp-sink.js';
import { call, createAccountsTestApp, DAY, logInAs, seedUser, uniqueEmail, type ApiBody } from '../testing/accounts.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp({ CONTACT_TO: 'aide@cv-suisse.ch' });
});
afterAll(async () => t?.close());

async function signedIn() {
  const seeded = await seedUser(t.db);
  const { tokens } = await logInAs(t.app, seeded.email, seeded.password);
  return { ...seeded, tokens };
}
const put = (access: string, body: object) => call(t.app, 'PUT', '/api/accounts/profile/', body, access);

describe('profile', () => {
  it('reads and updates the profile fields that are sent, leaving the others', async () => {
    const { tokens, email } = await signedIn();
    const res = await put(tokens.access, {
      first_name: ' Jean-Marc ',
      last_name: 'Rochat',
      phone_number: '+41 (0)79 123-45-67',
      country: 'Suisse',
      address: 'Chemin des Vignes 3',
      postal_code: '1009',
      city: 'Pully',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ApiBody>()).toMatchObject({
      email,
      first_name: 'Jean-Marc',
      last_name: 'Rochat',
      phone_number: '+41 (0)79 123-45-67',
      country: 'Suisse',
      address: 'Chemin des Vignes 3',
      postal_code: '1009',
      city: 'Pully',
    });
    const partial = await put(tokens.access, { city: 'Lutry' });
    expect(partial.json<ApiBody>()).toMatchObject({ first_name: 'Jean-Marc', city: 'Lutry' });
    const read = await call(t.app, 'GET', '/api/accounts/profile/', undefined, tokens.access);
    expect(read.json<ApiBody>()).toMatchObject({ city: 'Lutry', phone_number: '+41 (0)79 123-45-67', pending_email: null });
  });

  it('clears an optional field sent empty (the user emptied it), and keeps it cleared', async () => {
    const { tokens } = await signedIn();
    await put(tokens.access, { phone_number: '+41 79 123 45 67', postal_code: '1003', city: 'Lausanne' });
    const cleared = await put(tokens.access, { phone_number: '', postal_code: '  ' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<ApiBody>()).toMatchObject({ phone_number: '', postal_code: '', city: 'Lausanne' });
    const read = await call(t.app, 'GET', '/api/accounts/profile/', undefined, tokens.access);
    expect(read.json<ApiBody>()).toMatchObject({ phone_number: '', postal_code: '', city: 'Lausanne' });
  });

  it('answers the validation messages of the spec', async () => {
    const { tokens } = await signedIn();
    const res = await put(tokens.access, { first_name: '', last_name: ' ', email: '', phone_number: '079 abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiBody>()).toEqual({
      first_name: ['Le prénom est requis'],
      last_name: ['Le nom est requis'],
      email: ["L'adresse e-mail est requise"],
      phone_number: ["Le numéro de téléphone n'est pas valide"],
    });
    expect((await put(tokens.access, { email: 'jean@' })).json<ApiBody>()).toEqual({ email: ["L'adresse e-mail n'est pas valide"] });
    expect((await put(tokens.access, { city: 'x'.repeat(101) })).json<ApiBody>()).toEqual({ city: ['Ce champ ne peut pas dépasser 100 caractères.'] });
  });

  it('needs a signed-in user', async () => {
    expect((await call(t.app, 'GET', '/api/accounts/profile/')).statusCode).toBe(401);
    expect((await call(t.app, 'PUT', '/api/accounts/profile/', { city: 'Sion' })).statusCode).toBe(401);
  });
});

describe('changing the e-mail address', () => {
  it('keeps the current address until the new one is confirmed from its mailbox', async () => {
    const { tokens, email, password } = await signedIn();
    const newEmail = uniqueEmail('nouvelle');
    const res = await put(tokens.access, { email: newEmail.toUpperCase(), city: 'Bulle' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ApiBody>()).toMatchObject({ email, city: 'Bulle', pending_email: newEmail });
    expect(res.json<ApiBody>().detail).toBe(
      `Un lien de confirmation a été envoyé à ${newEmail}. Votre adresse actuelle reste active jusqu'à ce que vous cliquiez sur ce lien.`,
    );

    // Still the old address for signing in; the old mailbox got a notice.
    expect((await call(t.app, 'POST', '/api/accounts/login/', { email, password })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/accounts/login/', { email: newEmail, password })).statusCode).toBe(400);
    const [notice] = await t.mailsTo(email);
    expect(notice?.subject).toBe("Changement d'adresse e-mail demandé – CV Suisse");
    expect(notice?.text).toContain(newEmail);

    const [confirmation] = await t.mailsTo(newEmail);
    expect(confirmation?.subject).toBe('Confirmez votre nouvelle adresse e-mail – CV Suisse');
    const key = linkIn(confirmation!, 'http://cv.test/auth/verify-email?').searchParams.get('key')!;
    const confirmed = await call(t.app, 'POST', '/api/accounts/verify-email/', { key });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<ApiBody>().detail).toBe('Votre nouvelle adresse e-mail est confirmée.');
    expect(confirmed.json<ApiBody>().user).toMatchObject({ email: newEmail, is_email_verified: true, pending_email: null });

    expect((await call(t.app, 'POST', '/api/accounts/login/', { email: newEmail, password })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/accounts/login/', { email, password })).statusCode).toBe(400);
  });

  it('refuses an address used by another account, and cannot take one that got used meanwhile', async () => {
    const { tokens } = await signedIn();
    const { email: taken } = await seedUser(t.db);
    expect((await put(tokens.access, { email: taken })).json<ApiBody>()).toEqual({ email: ['Cette adresse e-mail est déjà utilisée par un autre compte.'] });

    const wanted = uniqueEmail('wanted');
    await put(tokens.access, { email: wanted });
    const [mail] = await t.mailsTo(wanted);
    const key = linkIn(mail!, 'http://cv.test/auth/verify-email?').searchParams.get('key')!;
    await seedUser(t.db, { email: wanted });
    const res = await call(t.app, 'POST', '/api/accounts/verify-email/', { key });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiBody>()).toEqual({ email: ['Cette adresse e-mail est déjà utilisée par un autre compte.'] });
  });

  it('voids an earlier pending change and lets confirmation links expire after 3 days', async () => {
    const { tokens, email } = await signedIn();
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await put(tokens.access, { email: first });
    await put(tokens.access, { email: second });
    const [firstMail] = await t.mailsTo(first);
    const firstKey = linkIn(firstMail!, 'http://cv.test/auth/verify-email?').searchParams.get('key')!;
    expect((await call(t.app, 'POST', '/api/accounts/verify-email/', { key: firstKey })).statusCode).toBe(400);

    const [secondMail] = await t.mailsTo(second);
    const secondKey = linkIn(secondMail!, 'http://cv.test/auth/verify-email?').searchParams.get('key')!;
    t.clock.advance(3 * DAY + 1000);
    expect((await call(t.app, 'POST', '/api/accounts/verify-email/', { key: secondKey })).statusCode).toBe(400);
    expect(
      (await call(t.app, 'GET', '/api/accounts/profile/', undefined, (await logInAs(t.app, email, 'Lac-Léman-au-printemps-42')).tokens.access)).json<ApiBody>(),
    ).toMatchObject({
      email,
      pending_email: null,
    });
  });

  it('saving the same address changes nothing and sends nothing', async () => {
    const { tokens, email } = await signedIn();
    const res = await put(tokens.access, { email, city: 'Nyon' });
    expect(res.json<ApiBody>()).toMatchObject({ email, city: 'Nyon', pending_email: null });
    expect(res.json<ApiBody>().detail).toBeUndefined();
    expect(await t.mailsTo(email)).toHaveLength(0);
  });
});

describe('POST /api/accounts/contact/', () => {
  const message = { email: 'client@example.ch', name: 'Sofia Rossi', subject: 'Question\r\nBcc: x@y.z', message: 'Bonjour,\n\nComment exporter mon CV ?' };
  const send = (body: object, ip = '203.0.113.90', token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/contact/',
      payload: body,
      remoteAddress: ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('keeps the message and mails it to support with the sender as reply-to', async () => {
    const res = await send(message);
    expect(res.statusCode).toBe(201);
    expect(res.json<ApiBody>()).toEqual({ detail: 'Votre message a été envoyé avec succès\u00a0!' });
    const [mail] = await t.mailsTo('aide@cv-suisse.ch');
    expect(mail?.subject).toBe('[Contact] Question Bcc: x@y.z');
    expect(mail?.replyTo?.value[0]).toEqual({ name: 'Sofia Rossi', address: 'client@example.ch' });
    expect(mail?.text).toContain('Comment exporter mon CV ?');
    expect(mail?.text).toContain('visiteur non connecté');
    expect(mail?.bcc).toBeUndefined();
    const rows = await t.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'client@example.ch', name: 'Sofia Rossi', userId: null });
  });

  it('links the message to the signed-in user, and asks for a refresh on an expired token', async () => {
    const { tokens, user } = await signedIn();
    expect((await send(message, '203.0.113.91', tokens.access)).statusCode).toBe(201);
    const rows = await t.db.select().from(contactMessages);
    expect(rows.some((r) => r.userId === user.id)).toBe(true);
    t.clock.advance(16 * 60_000);
    const expired = await send(message, '203.0.113.91', tokens.access);
    expect(expired.statusCode).toBe(401);
    expect(expired.json<ApiBody>().code).toBe('token_not_valid');
  });

  it('requires every field and limits messages to 5 per hour per address', async () => {
    expect((await send({})).json<ApiBody>()).toEqual({
      email: ["L'adresse e-mail est requise"],
      name: ['Ce champ est obligatoire.'],
      subject: ['Ce champ est obligatoire.'],
      message: ['Ce champ est obligatoire.'],
    });
    for (let i = 0; i < 5; i++) expect((await send(message, '203.0.113.92')).statusCode).toBe(201);
    expect((await send(message, '203.0.113.92')).statusCode).toBe(429);
  });
});
