import pg from 'pg';
import { seedUser, signInAs } from './support/accounts';
import { seedCvs } from './support/cvs';
import { expect, photoPng, section, test } from './support/editor';
import { axeViolations } from './support/fixtures';

/** Issue 31: « Supprimer définitivement » in the bin, names on every link of « Mes CV », skip links, the models view with the user's content. */

async function rows(cvId: string): Promise<{ cvs: number; photos: number; versions: number }> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const count = async (sql: string) => Number((await client.query<{ n: string }>(sql, [cvId])).rows[0]?.n ?? 0);
    return {
      cvs: await count('select count(*) as n from cvs where id = $1'),
      photos: await count('select count(*) as n from cv_photos where cv_id = $1'),
      versions: await count('select count(*) as n from cv_versions where cv_id = $1'),
    };
  } finally {
    await client.end();
  }
}

test('« Supprimer définitivement » erases the CV, its photo and its versions from the database at once', async ({ page }) => {
  const user = await seedUser();
  const [keptId, erasedId] = await seedCvs(page.request, user, [
    { title: 'CV gardé', template_id: 1 },
    { title: 'CV à effacer', template_id: 2, summary: 'Premier jet' },
  ]);
  await signInAs(page, user);
  await page.goto('/mes_cvs');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const auth = { authorization: `Bearer ${token}` };
  const saved = await page.request.put(`/api/cvs/${erasedId}/`, {
    data: { title: 'CV à effacer', template_id: 2, summary: 'Second jet', version: 1 },
    headers: auth,
  });
  expect(saved.status()).toBe(200);
  const upload = await page.request.post(`/api/cvs/${erasedId}/upload-photo/`, {
    headers: auth,
    multipart: { image: { name: 'photo.png', mimeType: 'image/png', buffer: await photoPng() } },
  });
  expect(upload.status()).toBe(200);
  expect(await rows(erasedId!)).toEqual({ cvs: 1, photos: 1, versions: 2 });

  await page.getByRole('article', { name: 'CV à effacer' }).getByRole('button', { name: 'Autre' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  await page.getByRole('dialog', { name: 'Supprimer ce CV ?' }).getByRole('button', { name: 'Supprimer' }).click();
  const bin = page.getByRole('region', { name: 'Corbeille' });
  await bin.getByRole('button', { name: 'Supprimer définitivement le CV « CV à effacer »' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer définitivement ce CV\u00a0?' });
  await expect(confirm).toContainText('sa photo et toutes ses versions seront effacés maintenant');
  await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page.getByText('Le CV a été supprimé définitivement.')).toBeVisible();
  await expect(bin).toHaveCount(0);
  expect(await rows(erasedId!)).toEqual({ cvs: 0, photos: 0, versions: 0 });
  expect((await rows(keptId!)).cvs).toBe(1);
});

test('« Mes CV » while its thumbnails load: every link has a name (axe: no serious violation)', async ({ page }) => {
  const user = await seedUser();
  await seedCvs(page.request, user, [
    { title: 'CV comptable', template_id: 1 },
    { title: 'CV infirmière', template_id: 4 },
  ]);
  await signInAs(page, user);
  // The images never come: the page is scanned as it is while they load.
  const held: Array<() => void> = [];
  await page.route('**/api/cvs/*/preview-image/**', (route) => new Promise<void>((resolve) => held.push(() => void route.abort().then(resolve, resolve))));
  await page.goto('/mes_cvs');
  await expect(page.getByRole('heading', { name: 'CV comptable' })).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Ouvrir le CV « CV comptable »' })).toHaveAttribute('href', /^\/editor\/cv\//);
  const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  held.forEach((release) => release());
});

test('every kind of page starts with a skip link to its content; the editor’s form has one to the preview', async ({ page }) => {
  for (const path of ['/', '/editor/model/1', '/lettre']) {
    await page.goto(path);
    await expect(page.locator('main#contenu')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
  }
  // The editor: from the skip link to the form, whose first stop leads to the preview.
  await page.goto('/editor/model/1');
  await expect(section(page, 'Informations personnelles')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const toPreview = page.getByRole('link', { name: 'Aller à l’aperçu' });
  await expect(toPreview).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Aperçu du CV' }).locator('#apercu')).toBeFocused();
  await expect(page.getByRole('region', { name: 'Formulaire du CV' })).toBeVisible();
});

test('the models view shows each template with the user’s own content', async ({ page }) => {
  await page.goto('/editor/model/1');
  await section(page, 'Informations personnelles').getByLabel('Prénom').fill('Zoé');
  await section(page, 'Informations personnelles').getByLabel('Nom', { exact: true }).fill('Favre');
  await page.getByRole('button', { name: 'Modèles', exact: true }).click();
  for (const id of [1, 2, 3, 4, 5, 6]) {
    const card = page.getByTestId(`template-card-${id}`);
    await expect(card).toHaveAttribute('data-live', 'true');
    await expect.poll(() => card.locator('iframe').evaluate((frame: HTMLIFrameElement) => frame.contentDocument?.body?.textContent ?? '')).toContain('Favre');
  }
  await expect(page.getByRole('button', { name: 'Tech Startup Modèle 3 avec votre contenu' })).toBeVisible();
});
