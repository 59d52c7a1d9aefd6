import type { Page } from '@playwright/test';
import { publicPageMeta } from '../src/domain/public-pages';
import { seedUser, signInAs } from './support/accounts';
import { axeViolations, expect, gotoLive, test } from './support/fixtures';
import { codeInHead, holdChunks } from './support/network';

const pages = [
  { path: '/', heading: 'Votre CV au format suisse, prêt en quelques minutes', title: publicPageMeta('/').title },
  { path: '/cv', heading: 'Modèles de CV', title: publicPageMeta('/cv').title },
  { path: '/conseils', heading: /Comment rédiger un CV suisse/, title: publicPageMeta('/conseils').title },
  { path: '/a-propos', heading: /présenter son parcours/, title: publicPageMeta('/a-propos').title },
  { path: '/conditions-generales', heading: 'Conditions générales', title: publicPageMeta('/conditions-generales').title },
  {
    path: '/politique-confidentialite',
    heading: 'Politique de confidentialité',
    title: publicPageMeta('/politique-confidentialite').title,
  },
  // Pages owned by other features: they must render cleanly inside the public layout.
  { path: '/tarifs', heading: /./, title: /CV Suisse/ },
  { path: '/contact', heading: /./, title: /CV Suisse/ },
] as const;

const viewports = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone 375 px', viewport: { width: 375, height: 812 } },
] as const;

for (const { name, viewport } of viewports) {
  test.describe(`public pages on ${name}`, () => {
    test.use({ viewport });
    for (const page of pages) {
      test(`${page.path} renders with its title, no console error and no axe violation`, async ({ page: browserPage }) => {
        const response = await browserPage.goto(page.path);
        expect(response?.status()).toBe(200);
        await expect(browserPage.getByRole('heading', { level: 1, name: page.heading })).toBeVisible();
        await expect(browserPage).toHaveTitle(page.title);
        // Nothing wider than the screen: no sideways scrolling of the whole page.
        expect(await browserPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        expect(await axeViolations(browserPage)).toEqual([]);
      });
    }
  });
}

function carouselTrack(page: Page) {
  return page.getByRole('list', { name: 'Six modèles pour vous démarquer' });
}

async function trackScrollLeft(page: Page): Promise<number> {
  return carouselTrack(page).evaluate((el) => el.scrollLeft);
}

test.describe('home carousel', () => {
  test('the arrow buttons scroll the six templates with the mouse', async ({ page }) => {
    // The arrows are the app's: it has taken over the prerendered page (a style read before would be of its detached elements).
    await gotoLive(page, '/');
    const track = carouselTrack(page);
    await expect(track.getByRole('link')).toHaveCount(6);
    expect(await track.evaluate((el) => getComputedStyle(el).scrollSnapType)).toBe('x mandatory');
    await expect
      .poll(() =>
        track
          .getByRole('listitem')
          .first()
          .evaluate((el) => el.getBoundingClientRect().width),
      )
      .toBe(322);

    const previous = page.getByRole('button', { name: 'Modèles précédents' });
    const next = page.getByRole('button', { name: 'Modèles suivants' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await next.click();
    // Spec: the arrows scroll by 400 px, and the next slide is then aligned where the first one was.
    await expect.poll(() => trackScrollLeft(page)).toBe(400);
    const slideOffset = (index: number) =>
      track
        .getByRole('listitem')
        .nth(index)
        .evaluate((el) => el.getBoundingClientRect().left - el.parentElement!.getBoundingClientRect().left);
    const firstSlideStart = await track.evaluate((el) => Number.parseFloat(getComputedStyle(el).paddingLeft));
    // Polled like the scroll position: the snap may settle a frame after it.
    await expect.poll(() => slideOffset(1)).toBe(firstSlideStart);
    await next.click();
    await expect.poll(() => trackScrollLeft(page)).toBe(800);
    await expect.poll(() => slideOffset(2)).toBe(firstSlideStart);
    await expect(previous).not.toHaveAttribute('aria-disabled');
    await previous.click();
    await expect.poll(() => trackScrollLeft(page)).toBe(400);
    await previous.click();
    await expect.poll(() => trackScrollLeft(page)).toBe(0);
  });

  test('works with the keyboard: arrows scroll, Tab reaches the slides, Enter opens the editor', async ({ page }) => {
    await gotoLive(page, '/');
    const next = page.getByRole('button', { name: 'Modèles suivants' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => trackScrollLeft(page)).toBeGreaterThan(300);
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Modèles précédents' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(() => trackScrollLeft(page)).toBe(0);

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const slides = carouselTrack(page).getByRole('link');
    await expect(slides.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slides.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(slides.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(slides.nth(5)).toBeFocused();
    // The focused slide is scrolled into view.
    await expect.poll(() => trackScrollLeft(page)).toBeGreaterThan(300);
    await page.keyboard.press('Home');
    await expect(slides.nth(0)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(slides.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/editor\/model\/2$/);
  });

  test('each slide links to the editor with its template', async ({ page }) => {
    await page.goto('/');
    const slides = carouselTrack(page).getByRole('link');
    for (let id = 1; id <= 6; id++) {
      await expect(slides.nth(id - 1)).toHaveAttribute('href', `/editor/model/${id}`);
    }
    await slides.nth(0).click();
    await expect(page).toHaveURL(/\/editor\/model\/1$/);
  });

  test('the hero and the final call to action lead to the editor and to the gallery', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Créer mon CV', exact: true }).first().click();
    await expect(page).toHaveURL(/\/editor$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Découvrir les modèles' }).click();
    await expect(page).toHaveURL(/\/cv$/);
  });
});

test('every gallery button opens the editor with its template', async ({ page }) => {
  await page.goto('/cv');
  const buttons = page.getByRole('link', { name: 'Personnaliser ce modèle' });
  await expect(buttons).toHaveCount(6);
  for (let id = 1; id <= 6; id++) {
    await page.goto('/cv');
    await buttons.nth(id - 1).click();
    await expect(page).toHaveURL(new RegExp(`/editor/model/${id}$`));
  }
});

test.describe('advice article', () => {
  test('has its nine sections and the three equivalence tables', async ({ page }) => {
    await page.goto('/conseils');
    const sections = page.getByRole('main').getByRole('heading', { level: 2 });
    for (const title of [
      'L’en-tête',
      'La phrase d’accroche',
      'La longueur idéale du CV',
      'L’expérience professionnelle',
      'La formation',
      'Les compétences',
      'Les langues',
      'Les références',
      'Les rubriques complémentaires',
    ]) {
      await expect(sections.filter({ hasText: title })).toHaveCount(1);
    }
    for (const caption of ['Équivalences des diplômes', 'Notes suisses', 'niveaux de langue du cadre européen']) {
      await expect(page.getByRole('table', { name: new RegExp(caption) })).toBeVisible();
    }
    await expect(page.getByText('Suisse allemand', { exact: true })).toBeVisible();
    await page.getByRole('navigation', { name: 'Sommaire du guide' }).getByRole('link', { name: 'Les langues' }).click();
    await expect(page).toHaveURL(/#langues$/);
  });

  test('turns the tables into cards on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/conseils');
    await expect(page.getByRole('table')).toHaveCount(0);
    const diplomas = page.getByRole('list', { name: 'Équivalences des diplômes suisses et français' });
    await expect(diplomas.getByRole('listitem').filter({ hasText: 'CFC (certificat fédéral de capacité)' })).toBeVisible();
    await expect(page.getByRole('list', { name: /Notes suisses/ }).getByRole('listitem')).toHaveCount(8);
    await expect(page.getByRole('list', { name: /cadre européen/ }).getByRole('listitem')).toHaveCount(6);
  });
});

test('the terms have twelve articles and name the operator from the configuration', async ({ page }) => {
  await page.goto('/conditions-generales');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: /^Article \d+ – / })).toHaveCount(12);
  const company = await page.evaluate(
    () => (JSON.parse(document.getElementById('site-config')?.textContent ?? '{}') as { company: { name: string } }).company.name,
  );
  await expect(page.getByText(`Le Service est exploité par ${company}`, { exact: false })).toBeVisible();
});

test('the privacy policy lists every browser-storage key', async ({ page }) => {
  await page.goto('/politique-confidentialite');
  for (const key of [
    'token',
    'refreshToken',
    'tempCvData',
    'oauth_return_url',
    'download_redirect_url',
    'pendingDownloadRedirect',
    'showDownloadNotification',
    'shouldOpenDownloadModal',
    'redirectAfterLogin',
    'redirectType',
    'currentPlanType',
    'isDirect',
    'paypalProcessed',
  ]) {
    await expect(page.locator('code', { hasText: new RegExp(`^${key}$`) })).toHaveCount(1);
  }
});

interface RootSample {
  text: string;
  heading: string | undefined;
}

/**
 * Records the text and the level-1 heading of #root in window.rootSamples: once when the prerendered document is
 * parsed, then after every change to the DOM (a MutationObserver: every state a frame could paint, whatever the
 * machine's speed, where sampling frames would miss states on a slow machine and see few frames on a loaded one).
 */
async function sampleRootText(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const samples: { text: string; heading: string | undefined }[] = [];
    (window as unknown as { rootSamples: typeof samples }).rootSamples = samples;
    const sample = () => {
      // While the parser is still writing the prerendered page, #root is incomplete by construction.
      if (document.readyState === 'loading') return;
      const root = document.getElementById('root');
      if (root) samples.push({ text: root.textContent?.trim() ?? '', heading: root.querySelector('h1')?.textContent ?? undefined });
    };
    new MutationObserver(sample).observe(document, { subtree: true, childList: true, characterData: true });
    document.addEventListener('readystatechange', sample);
  });
}

test('a public page shows its content before its code has loaded, then the app takes over without a flash', async ({ page }) => {
  const heading = pages[0].heading;
  const release = await holdChunks(page, /\/assets\/home-page-[\w-]+\.js$/);
  await sampleRootText(page);
  await page.goto('/', { waitUntil: 'commit' });
  // The prerendered page: readable while its code is held back.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('link', { name: 'Créer mon CV' }).first()).toHaveAttribute('href', '/editor');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
  // The visitor has started reading further down when the app takes over: they stay there.
  await page.evaluate(() => window.scrollTo(0, 400));
  release();

  // Once the app has rendered over it (the mark goes), links navigate inside the app: the document stays the same.
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
  const samplesBeforeLeaving = await page.evaluate(() => (window as unknown as { rootSamples: RootSample[] }).rootSamples.length);
  await page.getByRole('main').getByRole('link', { name: 'Voir les modèles' }).click();
  await expect(page).toHaveURL(/\/cv$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages[1].heading);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // From the first frame to the hand-over, the page was never empty nor reduced to its header bar.
  const samples = await page.evaluate(() => (window as unknown as { rootSamples: RootSample[] }).rootSamples);
  const beforeLeaving = samples.slice(0, samplesBeforeLeaving);
  expect(beforeLeaving.length).toBeGreaterThan(0);
  expect(beforeLeaving.filter((s) => s.heading !== heading)).toEqual([]);
});

test('a public page asks for its code once it has painted: none in the head of its HTML, the loader adds it', async ({ page, request }) => {
  const html = await (await request.get('/cv')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
  expect(head).toMatch(/<script type="application\/json" id="deferred-code">\{"entry":"\/assets\/index-[\w-]+\.js","preload":\["\/assets\//);
  await gotoLive(page, '/cv');
  // The loader added the entry and its preloads, with the page's CORS mode.
  const code = await codeInHead(page);
  expect(code.filter(([url]) => /^\/assets\/index-[\w-]+\.js$/.test(url))).toEqual([[expect.any(String), '']]);
  expect(code.filter(([url]) => /^\/assets\/templates-page-[\w-]+\.js$/.test(url))).toEqual([[expect.any(String), '']]);
});

test.describe('the header of a prerendered page while the app starts', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('an anonymous visitor sees the sign-in buttons at once', async ({ page }) => {
    const release = await holdChunks(page, /\/assets\/home-page-[\w-]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Connexion' })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(banner.getByRole('button', { name: 'Connexion' })).toBeVisible();
  });

  test('« Inscription » clicked before the app has loaded opens the sign-up dialog once it has', async ({ page }) => {
    const release = await holdChunks(page, /\/assets\/home-page-[\w-]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
    // The prerendered button has no handler yet: the click is kept, not lost.
    await page.getByRole('banner').getByRole('button', { name: 'Inscription' }).click();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
    release();
    await expect(page.getByRole('dialog', { name: 'Créer un compte' })).toBeVisible();
    // Taken once: the app's own button works as usual afterwards.
    await page.getByRole('dialog', { name: 'Créer un compte' }).getByRole('button', { name: 'Fermer' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Connexion' }).click();
    await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeVisible();
  });

  test('a signed-in visitor never sees them: their place stays empty until « Mon compte »', async ({ page }) => {
    await signInAs(page, await seedUser());
    const release = await holdChunks(page, /\/assets\/home-page-[\w-]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Connexion' })).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Inscription' })).toBeHidden();
    // The place is kept: the navigation does not move when « Mon compte » arrives.
    const tarifs = await banner.getByRole('link', { name: 'Tarifs' }).boundingBox();
    release();
    await expect(banner.getByRole('link', { name: 'Mon compte' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Connexion' })).toHaveCount(0);
    expect(await banner.getByRole('link', { name: 'Tarifs' }).boundingBox()).toEqual(tarifs);
  });
});

test('a signed-in page shows the header bar while its code loads: it never flashes empty', async ({ page }) => {
  const release = await holdChunks(page, /\/assets\/editor-page-[\w-]+\.js$/);
  await sampleRootText(page);
  // (/editor itself comes with its model picker prerendered: editor-prerendered-picker.spec.ts.)
  await page.goto('/editor/model/2', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveText('CV Suisse');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  const samples = await page.evaluate(() => (window as unknown as { rootSamples: RootSample[] }).rootSamples);
  expect(samples.length).toBeGreaterThan(0);
  expect(samples.filter((s) => s.text === '')).toEqual([]);
});

test('a Tab pressed before the code has loaded keeps its place when the app takes over the page', async ({ page }) => {
  // Neither the app's entry nor the page's code has run: the Tab lands on the prerendered page.
  const release = await holdChunks(page, /\/assets\/(index|home-page)-[\w-]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeAttached();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  release();
  // The app rendered over the prerendered page (new elements): the focus is on the new skip link.
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(skip).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const { path, heading } of pages) {
    test(`${path} is readable: its heading, the site navigation and the footer are in the page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Tarifs' })).toHaveAttribute('href', '/tarifs');
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});

test.describe('for crawlers', () => {
  test('each public page carries its title, description, canonical URL and sharing tags without JavaScript', async ({ request, baseURL }) => {
    const res = await request.get('/conseils');
    const html = await res.text();
    expect(html).toContain(`<title>${publicPageMeta('/conseils').title}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/conseils" />`);
    expect(html).toContain(`<meta property="og:image" content="${baseURL}/og-image.png" />`);
    const image = await request.get('/og-image.png');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('sitemap.xml lists the public pages and robots.txt keeps private areas out', async ({ request, baseURL }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const path of ['/cv', '/conseils', '/tarifs', '/a-propos', '/conditions-generales', '/politique-confidentialite']) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    expect(xml).not.toContain('/mes_cvs');

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toContain('text/plain');
    const text = await robots.text();
    expect(text).toContain('Disallow: /mes_cvs');
    expect(text).toContain('Disallow: /editor');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
