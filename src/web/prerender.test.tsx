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
});
