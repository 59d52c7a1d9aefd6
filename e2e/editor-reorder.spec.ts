import { seedUser, signInAs } from './support/accounts';
import { seedCvs } from './support/cvs';
import { expect, savedCv, sectionOrder, test, waitForSaved } from './support/editor';

const movable = (order: string[]) => order.filter((id) => id !== 'personal_info' && id !== 'summary');

test('sections reordered by drag and by keyboard stay in their new order', async ({ page }) => {
  const user = await seedUser();
  const [cvId] = await seedCvs(page.request, user, [
    {
      title: 'CV Ordre',
      template_id: 2,
      personal_info: { firstName: 'Mila', lastName: 'Roth' },
      skills: [{ name: 'Python', level: 80 }],
      languages: [{ name: 'Allemand', level: 67 }],
    },
  ]);
  await signInAs(page, user);
  await page.goto(`/editor/cv/${cvId}`);
  await expect(page.getByRole('region', { name: 'Informations personnelles' })).toBeVisible();
  const before = await sectionOrder(page);
  expect(before.slice(0, 4)).toEqual(['personal_info', 'summary', 'professional_experiences', 'education']);

  // Folded sections make room: the drag happens within the visible panel.
  await page.getByRole('button', { name: 'Replier la section Informations personnelles' }).click();
  await page.getByRole('button', { name: 'Replier la section Profil' }).click();
  // Drag « Compétences » onto « Expériences professionnelles » (a 5 px move starts the drag).
  const handle = page.getByRole('button', { name: 'Déplacer la section Compétences' });
  const from = (await handle.boundingBox())!;
  const dragged = (await page.getByRole('region', { name: 'Compétences' }).boundingBox())!;
  const target = (await page.getByRole('region', { name: 'Expériences professionnelles' }).boundingBox())!;
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  // The section's middle ends over the middle of the one it replaces (dnd-kit's closest-centre rule).
  const dropY = target.y + target.height / 2 + (y - dragged.y) - dragged.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y - 10, { steps: 3 });
  await page.mouse.move(x, dropY, { steps: 15 });
  await expect(page.getByRole('region', { name: 'Compétences' })).toHaveAttribute('aria-label', 'Compétences');
  await page.mouse.up();
  await expect.poll(async () => movable(await sectionOrder(page)).slice(0, 2)).toEqual(['skills', 'professional_experiences']);
  await waitForSaved(page);

  // Keyboard: Space lifts « Langues », arrow up moves it above « Formation », Space drops it.
  const languages = page.getByRole('button', { name: 'Déplacer la section Langues' });
  await languages.focus();
  await page.keyboard.press('Space');
  // dnd-kit announces each step in a live region, in French.
  await expect(languages).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('La section Langues passe en position 4 sur 8.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('La section Langues passe en position 3 sur 8.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('La section Langues est déposée en position 3 sur 8.')).toBeAttached();
  await expect.poll(async () => movable(await sectionOrder(page)).slice(0, 4)).toEqual(['skills', 'professional_experiences', 'languages', 'education']);
  await waitForSaved(page);

  // The fixed sections cannot move.
  await expect(page.getByRole('button', { name: 'Déplacer la section Informations personnelles' })).toHaveCount(0);

  await page.reload();
  await expect.poll(async () => movable(await sectionOrder(page)).slice(0, 4)).toEqual(['skills', 'professional_experiences', 'languages', 'education']);
  const saved = await savedCv(page, cvId!);
  expect((saved.section_order as string[]).slice(0, 5)).toEqual(['personal_info', 'summary', 'skills', 'professional_experiences', 'languages']);
});
