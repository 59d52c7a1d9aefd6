import type { Page } from '@playwright/test';
import { expect, expectPreview, previewFrame, section, test } from './support/editor';

/** A CSS variable of the rendered CV, read through the frame element (the frame runs no script). */
async function previewVariable(page: Page, name: string): Promise<string> {
  const frame = previewFrame(page);
  if ((await frame.count()) === 0) return '';
  return frame.first().evaluate((el: HTMLIFrameElement, variable) => {
    const root = el.contentDocument?.documentElement;
    return root ? getComputedStyle(root).getPropertyValue(variable).trim() : '';
  }, name);
}

/** The body text size the preview prints, in CSS pixels. */
async function previewBodySize(page: Page): Promise<number> {
  return previewFrame(page)
    .first()
    .evaluate((el: HTMLIFrameElement) => {
      const body = el.contentDocument?.body;
      return body ? parseFloat(getComputedStyle(body).fontSize) : 0;
    });
}

test('the spacing and text size chosen next to the colours change the preview and stay with the CV', async ({ page }) => {
  await page.goto('/editor/model/3');
  await section(page, 'Informations personnelles').getByLabel('Prénom').fill('Léa');
  await expectPreview(page, 'Léa');
  // The size times the paginator's text-size step (none for a short CV: `var(--cv-font-fit, 1)` reads 1).
  await expect.poll(() => previewVariable(page, '--cv-font')).toBe('calc(10pt * 1)');
  const before = await previewBodySize(page);

  const density = page.getByLabel('Espacement').first();
  const size = page.getByLabel('Taille du texte').first();
  await expect(density.locator('option')).toHaveText(['Compact', 'Normal', 'Aéré']);
  await expect(size.locator('option')).toHaveText(['10\u00a0pt', '10,5\u00a0pt', '11\u00a0pt', '11,5\u00a0pt', '12\u00a0pt']);
  await density.selectOption('airy');
  await size.selectOption('11.5');

  await expect.poll(() => previewVariable(page, '--cv-density')).toBe('1.2');
  await expect.poll(() => previewVariable(page, '--cv-font')).toBe('calc(11.5pt * 1)');
  expect(await previewBodySize(page)).toBeCloseTo(before * 1.15, 1);

  // Saved with the CV (here the visitor's draft), like the colours.
  await page.reload();
  await expect(page.getByLabel('Espacement').first()).toHaveValue('airy');
  await expect(page.getByLabel('Taille du texte').first()).toHaveValue('11.5');
  await expect.poll(() => previewVariable(page, '--cv-font')).toBe('calc(11.5pt * 1)');
});
