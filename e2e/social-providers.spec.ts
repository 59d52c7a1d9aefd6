import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The journeys' server runs in production with the three providers configured (stand-ins on
 * loopback). Other installations are played by rewriting the site facts embedded in the page.
 */
async function withSiteFacts(page: Page, change: (site: Record<string, unknown>) => void): Promise<void> {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const pattern = /(<script type="application\/json" id="site-config">)(.*?)(<\/script>)/s;
      const match = pattern.exec(html);
      if (!match) throw new Error('the page embeds no site facts');
      const site = JSON.parse(match[2]!) as Record<string, unknown>;
      change(site);
      const json = JSON.stringify(site).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
      await route.fulfill({ response, body: html.replace(pattern, `$1${json}$3`) });
    },
  );
}

async function openLogin(page: Page) {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Connexion' }).click();
  return page.getByRole('dialog', { name: 'Connexion' });
}

const buttonNames = { google: 'Continuer avec Google', linkedin: 'Continuer avec LinkedIn', apple: 'Continuer avec Apple' };

test('in production every configured provider has its button, and nothing mentions configuration', async ({ page }) => {
  const dialog = await openLogin(page);
  for (const name of Object.values(buttonNames)) await expect(dialog.getByRole('button', { name })).toBeVisible();
  await expect(dialog.getByText(/configur|docs\/configuration/)).toHaveCount(0);
  await expect(dialog.getByRole('separator')).toHaveText('ou');
});

test('in production a provider without credentials is simply not shown', async ({ page }) => {
  await withSiteFacts(page, (site) => {
    site.social = { google: true, linkedin: true, apple: false };
    site.socialSetupHint = false;
  });
  const dialog = await openLogin(page);
  await expect(dialog.getByRole('button', { name: buttonNames.google })).toBeVisible();
  await expect(dialog.getByRole('button', { name: buttonNames.linkedin })).toBeVisible();
  await expect(dialog.getByRole('button', { name: buttonNames.apple })).toHaveCount(0);
  await expect(dialog.getByText(/Apple|configur/)).toHaveCount(0);

  await withSiteFacts(page, (site) => {
    site.social = { google: false, linkedin: false, apple: false };
    site.socialSetupHint = false;
  });
  await page.reload();
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Inscription' }).click();
  const register = page.getByRole('dialog', { name: 'Créer un compte' });
  await expect(register.getByRole('button', { name: 'Créer mon compte' })).toBeVisible();
  await expect(register.getByRole('button', { name: /Continuer avec/ })).toHaveCount(0);
  await expect(register.getByRole('separator')).toHaveCount(0);
});

test('in the local default, one discreet line says how to enable the providers', async ({ page }) => {
  await withSiteFacts(page, (site) => {
    site.social = { google: false, linkedin: false, apple: false };
    site.socialSetupHint = true;
  });
  const dialog = await openLogin(page);
  await expect(
    dialog.getByText('La connexion avec Google, LinkedIn et Apple s’active en donnant leurs identifiants au serveur (voir docs/configuration.md).'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Continuer avec/ })).toHaveCount(0);
  await expect(dialog.getByRole('separator')).toHaveCount(0);
});
