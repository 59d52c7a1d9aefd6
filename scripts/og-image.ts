// Renders public/og-image.png, the 1200 × 630 picture shown when a page of the site is shared
// (Open Graph / Twitter cards), from the HTML card below, in Debian's Chromium.
// Run with `npx tsx scripts/og-image.ts` after changing the card.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const font = (weight: number) => pathToFileURL(path.join(root, `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff2`)).href;

const lines = (widths: number[]) => widths.map((w) => `<div class="line" style="width:${w}%"></div>`).join('');

const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; font-weight: 400; src: url(${font(400)}) format('woff2'); }
@font-face { font-family: Inter; font-weight: 600; src: url(${font(600)}) format('woff2'); }
@font-face { font-family: Inter; font-weight: 700; src: url(${font(700)}) format('woff2'); }
* { box-sizing: border-box; margin: 0; }
body { width: 1200px; height: 630px; font-family: Inter, sans-serif; color: #fff; overflow: hidden; position: relative;
  background: radial-gradient(circle at 92% 4%, rgba(213, 43, 30, .55), rgba(213, 43, 30, 0) 52%), #121722; }
.content { position: absolute; left: 80px; top: 76px; width: 640px; }
.brand { display: flex; align-items: center; gap: 16px; font-size: 34px; font-weight: 700; letter-spacing: -0.5px; }
.brand span { color: #ff6b5e; }
h1 { margin-top: 56px; font-size: 62px; line-height: 1.08; font-weight: 700; letter-spacing: -1.5px; }
p { margin-top: 28px; font-size: 27px; line-height: 1.45; color: #d5d9e1; }
.chips { margin-top: 40px; display: flex; gap: 12px; }
.chip { padding: 10px 18px; border-radius: 999px; background: rgba(255,255,255,.1); border: 1px solid rgba(255,255,255,.18); font-size: 21px; font-weight: 600; }
.doc { position: absolute; background: #fff; border-radius: 10px; box-shadow: 0 30px 60px rgba(0,0,0,.35); padding: 28px 26px; }
.doc.back { width: 300px; height: 424px; right: 70px; top: 150px; transform: rotate(7deg); opacity: .9; }
.doc.front { width: 330px; height: 466px; right: 150px; top: 96px; transform: rotate(-3deg); }
.head { display: flex; gap: 16px; align-items: center; padding-bottom: 18px; border-bottom: 3px solid #d52b1e; }
.photo { width: 62px; height: 62px; border-radius: 50%; background: #e2e5eb; }
.name { height: 16px; width: 150px; background: #121722; border-radius: 4px; }
.role { margin-top: 10px; height: 10px; width: 110px; background: #d52b1e; border-radius: 4px; }
.title { margin-top: 22px; height: 11px; width: 44%; background: #363f50; border-radius: 3px; }
.line { margin-top: 10px; height: 8px; background: #d5d9e1; border-radius: 3px; }
</style></head><body>
<div class="content">
  <div class="brand">
    <svg width="56" height="56" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#d52b1e"/><path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff"/></svg>
    <div>CV <span>Suisse</span></div>
  </div>
  <h1>Votre CV au format suisse, prêt en quelques minutes</h1>
  <p>Six modèles pensés pour les recruteurs suisses, un aperçu en direct et un PDF prêt à envoyer.</p>
  <div class="chips"><div class="chip">6 modèles</div><div class="chip">Langues A1 à C2</div><div class="chip">PDF A4</div></div>
</div>
<div class="doc back"><div class="head"><div class="photo"></div><div><div class="name"></div><div class="role"></div></div></div>
  <div class="title"></div>${lines([96, 88, 92, 70])}<div class="title"></div>${lines([94, 84, 90, 78, 86])}</div>
<div class="doc front"><div class="head"><div class="photo"></div><div><div class="name"></div><div class="role"></div></div></div>
  <div class="title"></div>${lines([95, 90, 84, 62])}<div class="title"></div>${lines([92, 86, 94, 80, 88, 72])}<div class="title"></div>${lines([60, 54])}</div>
</body></html>`;

const dir = mkdtempSync(path.join(tmpdir(), 'og-image-'));
const file = path.join(dir, 'card.html');
writeFileSync(file, html);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--allow-file-access-from-files'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.goto(pathToFileURL(file).href);
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: 'png' });
  const out = path.join(root, 'public/og-image.png');
  await sharp(png).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(out);
  console.log(`wrote ${path.relative(root, out)}`);
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
