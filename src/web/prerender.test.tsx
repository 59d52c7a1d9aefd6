import { describe, expect, it } from 'vitest';
import { publicPages } from '../domain/public-pages';
import { defaultSiteConfig, type SiteConfig } from '../domain/site-config';
import { prerenderPage } from './prerender';

const site: SiteConfig = {
  ...defaultSiteConfig,
  company: { ...defaultSiteConfig.company, name: 'Exemple Carrières SA', address: 'Place du Marché 1, 1003 Lausanne' },
};

const headings: Record<string, RegExp> = {
  '/': /<h1[^>]*>Votre CV au format suisse, prêt en quelques minutes<\/h1>/,
  '/cv': /<h1[^>]*>Modèles de CV<\/h1>/,
  '/conseils': /<h1[^>]*>Comment rédiger un CV suisse/,
  '/tarifs': /<h1[^>]*>Un CV suisse prêt à envoyer, sans limite<\/h1>/,
  '/a-propos': /<h1[^>]*>[^<]*présenter son parcours/,
  '/contact': /<h1[^>]*>Contact<\/h1>/,
  '/conditions-generales': /<h1[^>]*>Conditions générales<\/h1>/,
  '/politique-confidentialite': /<h1[^>]*>Politique de confidentialité<\/h1>/,
};

describe('prerendering the public pages (server side, no browser)', () => {
  it('knows every public page', () => {
    expect(Object.keys(headings).sort()).toEqual(publicPages.map((page) => page.path).sort());
  });

  for (const page of publicPages) {
    it(`${page.path}: the page as an anonymous visitor sees it, in the public layout`, async () => {
      const html = await prerenderPage(page.path, site);
      expect(html).toMatch(headings[page.path]!);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain('<header');
      expect(html).toContain('<footer');
      expect(html).toContain('href="/tarifs"');
      // The installation's facts, not the defaults.
      expect(html.replaceAll('<!-- -->', '')).toContain('Exemple Carrières SA · Place du Marché 1, 1003 Lausanne');
      expect(html).not.toContain(defaultSiteConfig.company.address);
    });
  }

  it('the home page carries the wide-screen visual without making phones download it', async () => {
    const html = await prerenderPage('/', site);
    const visual = html.slice(html.indexOf('<h1'), html.indexOf('</section>'));
    const sources = visual.match(/<source[^>]*>/g) ?? [];
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source).toContain('media="(min-width: 1024px)"');
    for (const img of visual.match(/<img[^>]*>/g) ?? []) expect(img).toMatch(/src="data:image\/gif;base64,/);
  });

  it('/editor: the model picker as a phone shows it to a visitor without a draft (the first card and its image)', async () => {
    const html = (await prerenderPage('/editor', site)).replaceAll('<!-- -->', '');
    // Hydrated in the browser: the HTML starts with the page's own first element (no preload React wrote before it).
    expect(html.startsWith('<div class="flex h-dvh flex-col overflow-hidden bg-white" data-editor-page="">')).toBe(true);
    expect(html).toContain('<h2 class="text-xl font-semibold tracking-tight text-ink-900">Choisissez un modèle</h2>');
    const firstCard = html.slice(html.indexOf('data-testid="template-card-1"'), html.indexOf('data-testid="template-card-2"'));
    expect(firstCard).toContain('<img src="/templates/modele-1.webp" srcSet="/templates/modele-1-400.webp 400w, /templates/modele-1.webp 800w"');
    expect(firstCard).toContain('fetchPriority="high"');
    expect(firstCard).toContain('<span class="text-sm font-semibold text-ink-900">Classic Elegant</span>');
    expect(firstCard).toContain('aria-pressed="false"');
    expect(html).toContain('Sélectionnez un modèle pour continuer.');
    // The phone's layout: no preview panel beside the picker (a wide screen holds this HTML hidden).
    expect(html).not.toContain('Aperçu du CV');
  });
});
