import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import sharp from 'sharp';
import { sampleLetters } from '../../../templates/letters/sample-letters.js';
import { socialAccounts } from '../../db/schema/social.js';
import { call, type createAccountsTestApp } from '../../testing/accounts.js';
import { multipartBody, signedInUser, uploadPhotoFile } from '../../testing/cvs.js';
import { scanLikeJpeg, textPdf, uploadDocument } from '../../testing/documents.js';

type TestApp = Awaited<ReturnType<typeof createAccountsTestApp>>;

/**
 * An account holding one of everything, made through the API as a person would: CVs (one in
 * the bin, one with a photo and a history), a letter with its signature and its preview image,
 * a document, an application file, a tracked application and tracker settings, a demo trial
 * (subscription, customer, card, invoice), a Google link, a contact message, an address change
 * waiting for confirmation, a failed password check (a rate-limit row), a copy of its data.
 * Every text it owns carries `marker`.
 */
export async function fullAccount(t: TestApp) {
  const marker = `Zeph${randomBytes(4).toString('hex')}`;
  const user = await signedInUser(t.app, t.db, { firstName: 'Zéphyrine', lastName: marker });
  const as = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) => call(t.app, method, url, body, user.token);
  const ok = async (res: Promise<{ statusCode: number; body: string }>, status = 200) => {
    const answer = await res;
    expect(answer.statusCode, answer.body).toBe(status);
    return JSON.parse(answer.body || '{}') as Record<string, unknown> & { id: string };
  };

  const cv = await ok(
    as('POST', '/api/cvs/create/', {
      title: `CV ${marker}`,
      personal_info: { firstName: 'Zéphyrine', lastName: marker, email: user.email, phone: '+41 79 555 00 11' },
    }),
    201,
  );
  const photo = await scanLikeJpeg(7, { width: 300, height: 400 });
  const uploaded = await uploadPhotoFile(t.app, cv.id, user.token, { name: 'photo.jpg', type: 'image/jpeg', content: photo });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  await ok(
    as('PUT', `/api/cvs/${cv.id}/`, {
      title: `CV ${marker}`,
      personal_info: { firstName: 'Zéphyrine', lastName: marker, email: user.email },
      summary: { content: `<p>Profil ${marker}</p>` },
      version: 1,
      new_history_entry: true,
    }),
  );
  const binned = await ok(as('POST', '/api/cvs/create/', { title: `Ancien CV ${marker}` }), 201);
  expect((await as('DELETE', `/api/cvs/${binned.id}/delete/`)).statusCode).toBe(204);
  expect((await as('GET', `/api/cvs/${cv.id}/preview-image/`)).statusCode).toBe(200);

  const letter = await ok(
    as('POST', '/api/letters/create/', {
      ...sampleLetters.fr,
      title: `Lettre ${marker}`,
      cv_id: cv.id,
      sender: { ...(sampleLetters.fr.sender as object), lastName: marker },
    }),
    201,
  );
  const signature = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 80, alpha: 0.8 } } })
    .png()
    .toBuffer();
  const form = multipartBody('image', 'signature.png', 'image/png', signature);
  const signed = await t.app.inject({
    method: 'POST',
    url: `/api/letters/${letter.id}/upload-signature/`,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${user.token}` },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  expect((await as('GET', `/api/letters/${letter.id}/preview-image/`)).statusCode).toBe(200);

  const documentBytes = await textPdf(`Certificat ${marker}`);
  const document = await uploadDocument(t.app, user.token, { name: `Certificat ${marker}.pdf`, type: 'application/pdf', content: documentBytes });
  expect(document.statusCode, document.body).toBe(201);
  const documentId = document.json<{ id: string }>().id;
  // The trial first: application files are for premium users.
  const intent = (await as('POST', '/api/payments/create-setup-intent/', {})).json<{ client_secret: string; setup_intent_id: string }>();
  const card = await ok(
    as('POST', '/api/payments/demo/confirm-setup/', { setup_intent_id: intent.setup_intent_id, client_secret: intent.client_secret, card_last4: '4242' }),
  );
  await ok(as('POST', '/api/payments/create-trial-with-payment-method/', { payment_method_id: card.payment_method_id }), 201);
  const application = await ok(
    as('POST', '/api/applications/create/', {
      company: `Migros ${marker}`,
      position: 'Gestionnaire',
      cv_id: cv.id,
      letter_id: letter.id,
      attachment_ids: [documentId],
    }),
    201,
  );

  // The job-search tracker: an application followed by hand, and its settings.
  const sentOn = t.clock.now().toISOString().slice(0, 10);
  const tracked = await ok(as('POST', '/api/tracker/applications/', { company: `Coop ${marker}`, status: 'sent', sent_on: sentOn }), 201);
  await ok(as('PUT', '/api/tracker/settings/', { follow_up_days: 5 }));

  await t.db
    .insert(socialAccounts)
    .values({ provider: 'google', subject: `google-${marker}`, userId: user.id, email: `${marker.toLowerCase()}@gmail.test`, createdAt: t.clock.now() });
  await ok(
    as('POST', '/api/accounts/contact/', { email: user.email, name: `Zéphyrine ${marker}`, subject: `Question ${marker}`, message: `Bonjour, ici ${marker}.` }),
    201,
  );
  await ok(as('PATCH', '/api/accounts/profile/', { email: `nouvelle.${marker.toLowerCase()}@example.ch` }));
  expect(
    (
      await as('POST', '/api/accounts/password/change/', {
        old_password: 'pas-le-bon-mot-de-passe',
        new_password1: 'Un-autre-mot-de-passe-42',
        new_password2: 'Un-autre-mot-de-passe-42',
      })
    ).statusCode,
  ).toBe(400);
  const copy = await ok(as('POST', '/api/accounts/data/export/'));
  await t.mailsTo(user.email);

  return {
    ...user,
    marker,
    cvId: cv.id,
    binnedCvId: binned.id,
    letterId: letter.id,
    documentId,
    documentBytes,
    photo,
    signature,
    applicationId: application.id,
    trackedId: tracked.id,
    trackedSentOn: sentOn,
    exportId: (copy.export as { id: string }).id,
  };
}
