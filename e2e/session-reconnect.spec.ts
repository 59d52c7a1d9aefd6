import type { Page } from '@playwright/test';
import { seedUser, signInAs, type SeededUser } from './support/accounts';
import { createDatabase, startAppServer, type AppServer } from './support/app-server';
import { seedCvs } from './support/cvs';
import { expect, savedCv, section, test, waitForSaved } from './support/editor';
import { failedCall } from './support/fixtures';

/**
 * Issue 31: a network blip never signs anyone out. Only a refusal of the refresh token ends a
 * session; a refresh that gets no answer (network down, a 502 while a proxy waits for the app,
 * a server restarting) keeps the tokens, says « reconnexion en cours » and is tried again.
 */

const RECONNECTING = 'Connexion au serveur interrompue\u00a0: reconnexion en cours… Vous restez connecté.';
const reconnecting = (page: Page) => page.getByRole('status').filter({ hasText: RECONNECTING });

test('a refresh that fails once with a network error and once with a 502 keeps the user signed in, and saves resume', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(failedCall(502), /net::ERR_FAILED/);
  const user = await seedUser();
  const [cvId] = await seedCvs(page.request, user, [{ title: 'CV réseau', template_id: 1, personal_info: { firstName: 'Noé', city: 'Bienne' } }]);
  await signInAs(page, user);
  // The page's clock: the scheduled refresh (10 min before a 15-minute token ends) is reached by
  // moving it forward, as when a laptop wakes up; everything else runs in real time.
  await page.clock.install();
  await page.goto(`/editor/cv/${cvId}`);
  await expect(section(page, 'Informations personnelles').getByLabel('Ville')).toHaveValue('Bienne');
  const refreshBefore = await page.evaluate(() => localStorage.getItem('refreshToken'));

  const answers: string[] = [];
  await page.route('**/api/accounts/token/refresh/', async (route) => {
    answers.push(answers.length === 0 ? 'network' : answers.length === 1 ? '502' : 'server');
    if (answers.length === 1) await route.abort('failed');
    else if (answers.length === 2) await route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>502 Bad Gateway</body></html>' });
    else await route.continue();
  });
  await page.clock.fastForward('10:00');
  await expect(reconnecting(page)).toBeVisible();
  // Tried again after 1 s (the 502), then 2 s (the server): the notice goes by itself.
  await expect(reconnecting(page)).toHaveCount(0);
  expect(answers).toEqual(['network', '502', 'server']);
  const refreshAfter = await page.evaluate(() => localStorage.getItem('refreshToken'));
  expect(refreshAfter).not.toBeNull();
  expect(refreshAfter).not.toBe(refreshBefore);

  // Still signed in: the editor saves.
  await section(page, 'Informations personnelles').getByLabel('Ville').fill('Neuchâtel');
  await page.keyboard.press('Control+s');
  await waitForSaved(page);
  expect((await savedCv(page, cvId!)).personal_info).toMatchObject({ city: 'Neuchâtel' });
  await expect(page.getByText('Connectez-vous pour ouvrir ce CV')).toHaveCount(0);
});

test('a refresh the server refuses still signs out (401 token_not_valid)', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(failedCall(401));
  const user = await seedUser();
  const [cvId] = await seedCvs(page.request, user, [{ title: 'CV refusé', template_id: 1 }]);
  await signInAs(page, user);
  await page.clock.install();
  await page.goto(`/editor/cv/${cvId}`);
  await expect(page.getByRole('heading', { name: 'CV refusé' })).toBeVisible();
  await page.route('**/api/accounts/token/refresh/', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Le jeton est invalide ou expiré', code: 'token_not_valid' }),
    }),
  );
  await page.clock.fastForward('10:00');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByText('Connectez-vous pour ouvrir ce CV')).toBeVisible();
});

test.describe('a server restart while the editor is open', () => {
  let server: AppServer;
  let databaseUrl: string;
  test.beforeAll(async () => {
    databaseUrl = await createDatabase('e2e_restart');
    server = await startAppServer(databaseUrl, { MAIL: 'outbox', PAYMENTS: 'demo' });
  });
  test.afterAll(async () => server?.stop());

  async function signInOwn(page: Page, user: SeededUser) {
    const tokens = await signInAs(page, user, { baseUrl: server.url });
    const created = await page.request.post(`${server.url}/api/cvs/create/`, {
      data: { title: 'CV redémarrage', template_id: 2, personal_info: { firstName: 'Léa', city: 'Aarau' } },
      headers: { authorization: `Bearer ${tokens.access}` },
    });
    return ((await created.json()) as { id: string }).id;
  }

  test('signs nobody out: the refresh waits for the server, then the changes made meanwhile are saved', async ({ page, allowConsoleErrors }) => {
    // A stopping server answers 503 while it drains, then refuses connections until it is back.
    allowConsoleErrors(failedCall(503), /net::ERR_CONNECTION_REFUSED/, /net::ERR_FAILED/);
    const user = await seedUser({ databaseUrl });
    const cvId = await signInOwn(page, user);
    await page.clock.install();
    await page.goto(`${server.url}/editor/cv/${cvId}`);
    const city = section(page, 'Informations personnelles').getByLabel('Ville');
    await expect(city).toHaveValue('Aarau');

    await server.stop();
    await city.fill('Pendant la coupure');
    // The autosave fails and says so once; the refresh falls in the gap and gets no answer.
    await expect(page.getByText('Erreur lors de la sauvegarde automatique')).toBeVisible();
    await page.clock.fastForward('10:00');
    await expect(reconnecting(page)).toBeVisible();

    await server.start();
    // The next tries (the refresh, the save) come by themselves; moving the clock saves the wait.
    await page.clock.fastForward('00:30');
    await expect(reconnecting(page)).toHaveCount(0);
    await waitForSaved(page);
    await expect(city).toHaveValue('Pendant la coupure');
    await expect(page.getByText('Connectez-vous pour ouvrir ce CV')).toHaveCount(0);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const saved = await page.request.get(`${server.url}/api/cvs/${cvId}/`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await saved.json()) as { personal_info: { city: string } }).personal_info.city).toBe('Pendant la coupure');
  });
});
