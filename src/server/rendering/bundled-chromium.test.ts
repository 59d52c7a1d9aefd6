// "A machine without the chromium package": Debian's binaries are masked (ignoreSystem), so the
// browser comes from the npm package, unpacked into an empty folder, linked against its own
// NSS/NSPR/expat, and the production renderer prints the sample CV with it.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseBrowser, noBrowserMessage } from './bundled-chromium.js';
import { pdfFonts, pdfInfo } from './fixtures/pdf-tools.js';
import { fixtureAssetFiles, sampleCv, sampleCvHtml } from './fixtures/sample-cv.js';
import { createRenderer, type Renderer } from './renderer.js';

const run = promisify(execFile);
const cacheDir = mkdtempSync(path.join(tmpdir(), 'cv-suisse-bundled-chromium-'));
let launcher: string;
let renderer: Renderer | undefined;

beforeAll(() => {
  const choice = chooseBrowser({ cacheDir, ignoreSystem: true });
  if (!('path' in choice)) throw new Error(choice.error);
  expect(choice.source).toBe('bundled');
  launcher = choice.path;
}, 120_000);

afterAll(async () => {
  await renderer?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('the Chromium bundled in node_modules', () => {
  it('is unpacked into the cache folder, once', () => {
    expect(path.dirname(path.dirname(launcher))).toBe(cacheDir);
    expect(chooseBrowser({ cacheDir, ignoreSystem: true })).toEqual({ path: launcher, source: 'bundled' });
  });

  it('needs nothing from the distribution beyond glibc', async () => {
    const folder = path.dirname(launcher);
    const { stdout } = await run('ldd', [path.join(folder, 'headless-shell')], {
      env: { PATH: process.env.PATH, LD_LIBRARY_PATH: path.join(folder, 'lib') },
    });
    const glibc = /^(linux-vdso|\/lib64\/ld-linux|libc|libm|libdl|libpthread|libgcc_s)\b/;
    const outside = stdout
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !glibc.test(line) && !line.includes(`=> ${folder}/lib/`));
    expect(outside).toEqual([]);
    expect(stdout).toContain(`libnss3.so => ${folder}/lib/libnss3.so`);
  });

  it('prints the sample CV with the production renderer and its switches', async () => {
    renderer = createRenderer({ chromiumPath: launcher, poolSize: 1, queueMax: 4, timeoutMs: 60_000, assetFiles: fixtureAssetFiles() });
    const pdf = await renderer.renderPdf(sampleCvHtml(sampleCv), { title: 'CV', author: 'Élodie Müller-Favre' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const info = await pdfInfo(pdf);
    expect(info.Pages).toBe('2');
    expect(info['Page size']).toMatch(/\(A4\)$/);
    const fonts = await pdfFonts(pdf);
    expect(fonts.every((f) => f.embedded)).toBe(true);
    expect(fonts.map((f) => f.name)).toContain('Lora-SemiBold');
  }, 120_000);
});

describe('where no browser can be had', () => {
  it('says so for a CHROMIUM_PATH that is not executable', () => {
    expect(chooseBrowser({ configured: '/nonexistent/chromium', cacheDir })).toEqual({
      error: "CHROMIUM_PATH=/nonexistent/chromium n'est pas exécutable / is not executable",
    });
  });

  it('tells what to do, in French and in English', () => {
    const message = noBrowserMessage('macOS');
    expect(message).toContain('sudo apt-get install -y chromium chromium-headless-shell');
    expect(message).toContain('indiquez son chemin dans CHROMIUM_PATH');
    expect(message).toContain('set CHROMIUM_PATH to its binary');
  });
});
