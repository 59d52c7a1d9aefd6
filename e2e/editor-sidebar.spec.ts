import type { Page } from '@playwright/test';
import { seniorCv } from '../src/templates/samples/senior';
import { seedUser, signInAs } from './support/accounts';
import { seedCvs } from './support/cvs';
import { expect, previewFrame, test } from './support/editor';

/**
 * The sidebar of templates 3 and 5 in the editor's preview (the paginated document the PDF is
 * printed from): the personal details title on one line inside the band, the 13 level gauges of
 * the sample shown.
 */
async function sidebarReport(page: Page) {
  return previewFrame(page)
    .first()
    .evaluate((frame: HTMLIFrameElement) => {
      const doc = frame.contentDocument;
      const side = doc?.querySelector('.cv-page .cv-flow--side');
      const band = doc?.querySelector('.cv-page .cv-band')?.getBoundingClientRect();
      if (!doc || !side || !band) return null;
      const title = side.querySelector('h2');
      const range = doc.createRange();
      if (title) range.selectNodeContents(title);
      const text = range.getBoundingClientRect();
      return {
        title: title?.textContent ?? '',
        titleLines: range.getClientRects().length,
        titleInside: text.left >= band.left && text.right <= band.right,
        // (Gauges beside their names: sidebar-layout.test.ts, on the same paginated document.)
        gauges: side.querySelectorAll('.cv-level-item .cv-bar,.cv-level-item .cv-segments,.cv-level-item .cv-dots').length,
      };
    });
}

for (const templateId of [3, 5]) {
  test(`template ${templateId}: the preview's sidebar at 1280 and 375 px`, async ({ page }, testInfo) => {
    const user = await seedUser();
    const { photo_base64: _photo, ...personal } = seniorCv.personal_info ?? {};
    const [cvId] = await seedCvs(page.request, user, [{ ...seniorCv, personal_info: personal, template_id: templateId }]);
    await signInAs(page, user);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/editor/cv/${cvId}`);
    await expect.poll(() => sidebarReport(page).then((r) => r?.title)).toBe('Informations personnelles');
    const wide = await sidebarReport(page);
    expect(wide).toMatchObject({ titleLines: 1, titleInside: true });
    expect(wide?.gauges).toBe(13);
    await page.screenshot({ path: testInfo.outputPath(`editor-sidebar-t${templateId}-1280.png`) });

    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Aperçu du CV en plein écran' }).click();
    const overlay = page.getByRole('dialog', { name: /Aperçu plein écran/ });
    await overlay.getByRole('button', { name: 'Agrandir à la largeur de l’écran' }).click();
    await expect.poll(async () => (await overlay.getByTestId('cv-preview').boundingBox())?.width ?? 0).toBeGreaterThan(320);
    await page.screenshot({ path: testInfo.outputPath(`editor-sidebar-t${templateId}-375.png`) });
  });
}
