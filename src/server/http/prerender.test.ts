import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_AFTER_PAINT_SCRIPT, SESSION_HINT_SCRIPT } from '../../domain/prerender.js';
import type { SiteConfig } from '../../domain/site-config.js';
import { withPrerenderedRoot } from './index-pages.js';
import { inlineScriptSource } from './security-headers.js';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.js';

let t: TestApp;
const webRoot = mkdtempSync(path.join(tmpdir(), 'cv-suisse-prerender-'));
const calls: { pathname: string; site: SiteConfig }[] = [];

beforeAll(async () => {
  writeFileSync(
    path.join(webRoot, 'index.html'),
    [
      '<!doctype html><html lang="fr"><head><meta charset="UTF-8" />',
      '<!--page-head--><title>Défaut</title><!--/page-head-->',
      '<script type="module" crossorigin src="/assets/index-E1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/cx-C1.js">',
      '</head><body><div id="root">\n  <!--root--><div class="boot">CV Suisse</div><!--/root-->\n</div><!--site-config--></body></html>',
    ].join('\n'),
  );
  t = await createTestApp({
    webRoot,
    config: testConfig({ PUBLIC_URL: 'https://www.cv-suisse.example', COMPANY_NAME: 'Exemple SA' }),
    prerender: async (pathname, site) => {
      calls.push({ pathname, site });
      if (pathname === '/contact') throw new Error('window is not defined');
      if (pathname === '/a-propos') return '<main><h1>À propos</h1><p>Prix : $& et $1</p></main>';
      return `<main><h1>Page ${pathname}</h1></main>`;
    },
  });
});
afterAll(async () => t?.close());

const body = (html: string) => html.slice(html.indexOf('<body>'));
const PHONE_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/**
 * No code in the head: the session hint, the list of the code and the script that asks for it
 * once the page has painted open the head, before anything that could hold them (a script after
 * the stylesheet would wait for it); the hint is there once.
 */
function expectCodeAfterPaint(page: string): void {
  const head = page.slice(0, page.indexOf('</head>'));
  expect(head).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
  expect(head).toContain(
    '<head><meta charset="UTF-8" />\n    ' +
      `<script>${SESSION_HINT_SCRIPT}</script>` +
      '<script type="application/json" id="deferred-code">{"entry":"/assets/index-E1.js","preload":["/assets/cx-C1.js"]}</script>' +
      `<script>${CODE_AFTER_PAINT_SCRIPT}</script>\n<title>`,
  );
  expect(page.split(SESSION_HINT_SCRIPT)).toHaveLength(2);
}

describe('public pages served with their content prerendered', () => {
  it('puts the page in <div id="root">, marks it, and asks for the code once the page has painted', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cv' });
    expect(res.statusCode).toBe(200);
    expect(body(res.body)).toContain('<div id="root" data-prerendered><main><h1>Page /cv</h1></main></div>');
    expect(res.body).not.toContain('class="boot"');
    expectCodeAfterPaint(res.body);
    // The policy allows those two inline scripts by hash and no other.
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim().split(/\s+/)).toEqual([
      'script-src',
      "'self'",
      inlineScriptSource(SESSION_HINT_SCRIPT),
      inlineScriptSource(CODE_AFTER_PAINT_SCRIPT),
    ]);
    expect(scriptSrc).not.toContain('unsafe-inline');
    // The page's head and the installation's facts are still there.
    expect(res.body).toContain('<title>Modèles de CV suisses | CV Suisse</title>');
    expect(res.body).toContain('<script type="application/json" id="site-config">');
  });

  it('renders each page once, with the installation configuration, whatever the URL variant', async () => {
    for (const url of ['/conseils', '/conseils/', '/conseils?utm_source=x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).toContain('<h1>Page /conseils</h1>');
    }
    const renders = calls.filter((call) => call.pathname === '/conseils');
    expect(renders).toHaveLength(1);
    expect(renders[0]!.site.company.name).toBe('Exemple SA');
    expect(renders[0]!.site.publicUrl).toBe('https://www.cv-suisse.example');
  });

  it('inserts the HTML as it is (no replacement patterns)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/a-propos' });
    expect(res.body).toContain('<p>Prix : $& et $1</p>');
  });

  it('prerenders /editor (the model picker) for a phone’s browser, its code asked for after the first paint', async () => {
    for (const url of ['/editor', '/editor/', '/editor?utm_source=x']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'user-agent': PHONE_AGENT } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['vary']).toBe('accept-encoding, user-agent');
      expect(body(res.body)).toContain('<div id="root" data-prerendered><main><h1>Page /editor</h1></main></div>');
      // The head's script decides, before the first paint, whether the picker may show.
      expectCodeAfterPaint(res.body);
      const scriptSrc = String(res.headers['content-security-policy'])
        .split(';')
        .find((d) => d.trim().startsWith('script-src'));
      expect(scriptSrc?.trim().split(/\s+/)).toEqual([
        'script-src',
        "'self'",
        inlineScriptSource(SESSION_HINT_SCRIPT),
        inlineScriptSource(CODE_AFTER_PAINT_SCRIPT),
      ]);
    }
    expect(calls.filter((call) => call.pathname === '/editor')).toHaveLength(1);
  });

  it('serves /editor to other browsers as before: the shell, the code at its priority', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/editor', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' } });
    expect(res.headers['vary']).toBe('accept-encoding, user-agent');
    expect(body(res.body)).toContain('<div id="root">\n  <!--root--><div class="boot">CV Suisse</div><!--/root-->\n</div>');
    expect(res.body).not.toMatch(/<(script|link rel="modulepreload")[^>]*fetchpriority/);
    // The public pages do not vary by browser.
    expect((await t.app.inject({ method: 'GET', url: '/cv', headers: { 'user-agent': PHONE_AGENT } })).headers['vary']).toBe('accept-encoding');
  });

  it('leaves other pages as the shell with the header bar, code at normal priority', async () => {
    for (const url of ['/mes_cvs', '/editor/model/2', '/editor/cv/7', '/page-inconnue']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(body(res.body)).toContain('<div id="root">\n  <!--root--><div class="boot">CV Suisse</div><!--/root-->\n</div>');
      expect(res.body).not.toContain('data-prerendered');
      // The code keeps its normal priority (only /editor's first image is raised, in seo.test.ts).
      expect(res.body).not.toMatch(/<(script|link rel="modulepreload")[^>]*fetchpriority/);
      expect(res.body).not.toContain(SESSION_HINT_SCRIPT);
    }
    expect(calls.map((call) => call.pathname).filter((p) => p === '/mes_cvs' || p.startsWith('/editor/'))).toEqual([]);
  });

  it('serves a page that fails to prerender as the shell rather than failing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/contact' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div class="boot">CV Suisse</div>');
    expect(res.body).not.toContain('data-prerendered');
    expect(res.body).toContain('<title>');
  });
});

describe('withPrerenderedRoot', () => {
  const shell = (scripts: string) =>
    `<!doctype html><html><head><meta charset="UTF-8" />\n${scripts}\n</head><body><div id="root"><!--root--><p>boot</p><!--/root--></div></body></html>`;

  it('keeps a head that is not one entry script as it came, its code at low priority', () => {
    const two = shell('<script type="module" crossorigin src="/a.js"></script>\n<script type="module" crossorigin src="/b.js"></script>');
    expect(withPrerenderedRoot(two, '<main>Page</main>')).toBe(
      '<!doctype html><html><head><meta charset="UTF-8" />\n' +
        '<script type="module" fetchpriority="low" crossorigin src="/a.js"></script>\n' +
        '<script type="module" fetchpriority="low" crossorigin src="/b.js"></script>\n' +
        `<script>${SESSION_HINT_SCRIPT}</script>\n  </head><body><div id="root" data-prerendered><main>Page</main></div></body></html>`,
    );
  });

  it('escapes < in the list of the code, so that a URL cannot end its element', () => {
    const page = withPrerenderedRoot(shell('<script type="module" src="/a.js?x=</script>"></script>'), '<main>Page</main>');
    expect(page).toContain('<script type="application/json" id="deferred-code">{"entry":"/a.js?x=\\u003c/script>","preload":[]}</script>');
  });
});
