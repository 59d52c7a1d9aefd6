import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPages } from '../../domain/public-pages.js';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.js';

let t: TestApp;
const webRoot = mkdtempSync(path.join(tmpdir(), 'cv-suisse-seo-'));

beforeAll(async () => {
  writeFileSync(
    path.join(webRoot, 'index.html'),
    [
      '<!doctype html><html lang="fr"><head>',
      '<!--page-head--><title>Défaut</title><meta name="description" content="défaut" /><!--/page-head-->',
      '<script type="module" crossorigin src="/assets/index-E1.js"></script>',
      '</head><body><div id="root"></div><!--site-config--></body></html>',
    ].join('\n'),
  );
  // The build manifest as Vite writes it: the entry, its static import, and lazy page chunks.
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(
    path.join(webRoot, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_cx-C1.js'] },
      '_cx-C1.js': { file: 'assets/cx-C1.js' },
      '_steps-S1.js': { file: 'assets/steps-S1.js', imports: ['_cx-C1.js'] },
      'features/content/home-page.tsx': {
        file: 'assets/home-page-H1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_steps-S1.js', '_cx-C1.js'],
      },
      'features/content/advice-page.tsx': { file: 'assets/advice-page-A1.js', isDynamicEntry: true, imports: ['index.html'] },
      '_editor-D1.js': { file: 'assets/editor-D1.js', imports: ['_cx-C1.js'], css: ['assets/editor-D1.css'] },
      'features/editor/editor-page.tsx': {
        file: 'assets/editor-page-P1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_editor-D1.js', '_steps-S1.js'],
        css: ['assets/editor-page-P1.css'],
      },
    }),
  );
  t = await createTestApp({ webRoot, config: testConfig({ PUBLIC_URL: 'https://www.cv-suisse.example' }) });
});
afterAll(async () => t?.close());

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('page head injected by the server', () => {
  it('gives each public page its title, description, canonical URL and Open Graph tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/conseils' });
    expect(res.statusCode).toBe(200);
    const html = head(res.body);
    expect(html).toContain('<title>Comment rédiger un CV suisse\u00a0: le guide complet | CV Suisse</title>');
    expect(html).toMatch(/<meta name="description" content="Longueur, photo, accroche[^"]+" \/>/);
    expect(html).toContain('<link rel="canonical" href="https://www.cv-suisse.example/conseils" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:url" content="https://www.cv-suisse.example/conseils" />');
    expect(html).toContain('<meta property="og:image" content="https://www.cv-suisse.example/og-image.png" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('Défaut');
    expect(html).not.toContain('noindex');
    // The rest of the page is untouched: the site configuration is still embedded.
    expect(res.body).toContain('<script type="application/json" id="site-config">');
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cv', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toContain('<title>Modèles de CV suisses | CV Suisse</title>');
    expect(res.headers.vary).toContain('accept-encoding');

    const br = await t.app.inject({ method: 'GET', url: '/cv', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(gunzipSync(res.rawPayload).toString('utf8'));

    const refused = await t.app.inject({ method: 'GET', url: '/cv', headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain('<title>Modèles de CV suisses | CV Suisse</title>');
  });

  it('uses one canonical URL per page, whatever the query string or trailing slash', async () => {
    for (const url of ['/cv/', '/cv?utm_source=newsletter']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(head(res.body)).toContain('<link rel="canonical" href="https://www.cv-suisse.example/cv" />');
    }
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(head(home.body)).toContain('<link rel="canonical" href="https://www.cv-suisse.example/" />');
    expect(head(home.body)).toContain('<title>CV Suisse – Créez un CV suisse professionnel en ligne</title>');
  });

  it('never serves the raw index.html nor the build manifest as files', async () => {
    for (const url of ['/index.html', '/.vite/manifest.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<script type="application/json" id="site-config">');
      expect(res.body).not.toContain('<!--page-head-->');
    }
  });

  it('keeps signed-in pages, flows and unknown paths out of search engines', async () => {
    for (const url of ['/mes_cvs', '/editor/model/3', '/payment/monthly?direct=true', '/une/page/inconnue']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const html = head(res.body);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain('<title>CV Suisse – Créez un CV suisse professionnel en ligne</title>');
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('og:url');
    }
  });
});

describe('code preloads', () => {
  it('names the chunks of a public page so that they load with the entry script', async () => {
    const home = head((await t.app.inject({ method: 'GET', url: '/' })).body);
    const preloads = [...home.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);
    // The entry and what index.html already preloads are left out.
    expect(preloads).toEqual(['/assets/home-page-H1.js', '/assets/steps-S1.js']);
    // Prerendered, the page paints without them: they stay before the entry, in the head region.
    expect(home.indexOf('/assets/home-page-H1.js')).toBeLessThan(home.indexOf('/assets/index-E1.js'));
    expect(head((await t.app.inject({ method: 'GET', url: '/conseils' })).body)).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/advice-page-A1.js" />',
    );
  });

  it('names the editor’s chunks and stylesheets on every editor path, and the first model’s image on /editor', async () => {
    const modules = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);
    const styles = (html: string) => [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);
    const image =
      '<link rel="preload" as="image" href="/templates/modele-1.webp" imagesrcset="/templates/modele-1-400.webp 400w, /templates/modele-1.webp 800w"' +
      ' imagesizes="(min-width: 1024px) 250px, (min-width: 768px) calc(25vw - 32px), calc(50vw - 22px)" fetchpriority="high" />';
    // /editor without a draft opens on the model picker, whose first card is a phone's largest element.
    for (const url of ['/editor', '/editor/']) {
      const html = head((await t.app.inject({ method: 'GET', url })).body);
      expect(modules(html)).toEqual(['/assets/editor-page-P1.js', '/assets/editor-D1.js', '/assets/steps-S1.js']);
      expect(styles(html)).toEqual(['/assets/editor-page-P1.css', '/assets/editor-D1.css']);
      expect(html).toContain(image);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      // The image first, the entry script next, the editor's code after it (it needs the entry first).
      expect(html.indexOf(image)).toBeLessThan(html.indexOf('/assets/index-E1.js'));
      expect(html.indexOf('/assets/index-E1.js')).toBeLessThan(html.indexOf('/assets/editor-page-P1.js'));
    }
    // A model or a saved CV opens on the form: no picker, so no image.
    for (const url of ['/editor/model/3', '/editor/cv/0b7c8f1e-5a8e-4a43-9a52-6d1f3f6f9a10']) {
      const html = head((await t.app.inject({ method: 'GET', url })).body);
      expect(modules(html)).toEqual(['/assets/editor-page-P1.js', '/assets/editor-D1.js', '/assets/steps-S1.js']);
      expect(html).not.toContain('as="image"');
    }
  });

  it('preloads nothing for other paths, nor for pages missing from the manifest', async () => {
    for (const url of ['/mes_cvs', '/inconnue', '/a-propos', '/editeur', '/lettre/nouvelle']) {
      const html = head((await t.app.inject({ method: 'GET', url })).body);
      expect(html).not.toContain('modulepreload');
      expect(html).not.toContain('rel="preload"');
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('allows the public pages, disallows the private areas and points at the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const prefix of ['/api/', '/editor', '/lettre', '/mes_cvs', '/informations-personnelles', '/security', '/abonnement', '/payment', '/auth/']) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    for (const page of publicPages) {
      expect(lines.some((l) => l.startsWith('Disallow:') && page.path !== '/' && page.path.startsWith(l.slice(10)))).toBe(false);
    }
    expect(lines).toContain('Sitemap: https://www.cv-suisse.example/sitemap.xml');
  });

  it('lists every public page with its absolute URL built from PUBLIC_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://www.cv-suisse.example/',
      'https://www.cv-suisse.example/cv',
      'https://www.cv-suisse.example/conseils',
      'https://www.cv-suisse.example/tarifs',
      'https://www.cv-suisse.example/a-propos',
      'https://www.cv-suisse.example/contact',
      'https://www.cv-suisse.example/conditions-generales',
      'https://www.cv-suisse.example/politique-confidentialite',
    ]);
    expect(res.body).not.toContain('evil.example');
  });
});
