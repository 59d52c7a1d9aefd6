import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsTestApp } from '../testing/accounts.js';
import { signedInUser } from '../testing/cvs.js';

/* The CV's layout setting (spacing, text size) through the API: saved with the CV, validated
   with French field errors, and honoured by the rendered HTML that feeds preview and PDF. */
let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t.close());

const cvData = { title: 'Mise en page', personal_info: { firstName: 'Noémie', lastName: 'Favre' }, summary: '<p>Soins intensifs.</p>' };

describe('the CV layout setting', () => {
  it('is saved with the CV, defaults for a CV without it, and refuses other values in French', async () => {
    const user = await signedInUser(t.app, t.db);
    const created = await call(t.app, 'POST', '/api/cvs/create/', { ...cvData, layout: { density: 'compact', font_size: 11 } }, user.token);
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    const saved = await call(t.app, 'GET', `/api/cvs/${id}/`, undefined, user.token);
    expect(saved.json()).toMatchObject({ layout: { density: 'compact', font_size: 11 } });

    const plain = await call(t.app, 'POST', '/api/cvs/create/', cvData, user.token);
    expect(plain.json()).toMatchObject({ layout: { density: 'normal', font_size: 10 } });

    const bad = await call(t.app, 'PUT', `/api/cvs/${id}/`, { ...cvData, layout: { density: 'serré', font_size: 9 } }, user.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      detail: 'Données de CV invalides',
      'layout.density': ['Choisissez un espacement\u00a0: compact, normal ou aéré.'],
      'layout.font_size': ['Choisissez une taille de texte parmi 10\u00a0pt, 10,5\u00a0pt, 11\u00a0pt, 11,5\u00a0pt, 12\u00a0pt.'],
    });
  });

  it('reaches the rendered preview as CSS variables', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cvs/template-preview/',
      payload: JSON.stringify({ cv_data: { ...cvData, layout: { density: 'airy', font_size: 11.5 } }, template_id: 2 }),
      headers: { 'content-type': 'application/json' },
      remoteAddress: '203.0.113.200',
    });
    expect(res.statusCode).toBe(200);
    const page = res.json<{ data: string }>().data;
    expect(page).toContain('--cv-density:1.2;');
    expect(page).toContain('--cv-font:calc(11.5pt * var(--cv-font-fit, 1))');
  });
});
