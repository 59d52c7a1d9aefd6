import { chromium, type Browser } from 'playwright-core';
import { findChromium } from './find-chromium.js';

/** Launch switches measured on Debian's headless shell; see TOOLCHAIN.md. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--disable-default-apps',
  '--mute-audio',
  '--hide-scrollbars',
  // Glyph advances as the font designs them rather than snapped to whole pixels: the PDF's line
  // breaks then match the editor preview in browsers on macOS and Windows, and letter spacing is even.
  '--font-render-hinting=none',
  // Second wall behind the request interceptor: no host name or address resolves, so whatever a
  // document might make Chromium open without a request (preconnect, DNS prefetch) goes nowhere.
  '--host-resolver-rules=MAP * ~NOTFOUND',
];

export const LAUNCH_TIMEOUT_MS = 30_000;

/** Why no browser could be had; the pool logs it once and answers a French 503. */
export class BrowserStartError extends Error {}

/**
 * A remote endpoint is either a Playwright browser server (`npx playwright run-server`,
 * `browserType.launchServer()`: ws://host:port/...), reached with `chromium.connect`, or a
 * bare Chromium DevTools endpoint (ws://host:9222/devtools/browser/<id>), reached with
 * `chromium.connectOverCDP`. The Playwright server must run the same Playwright version.
 */
export function isDevToolsEndpoint(endpoint: string): boolean {
  return new URL(endpoint).pathname.startsWith('/devtools/browser/');
}

/**
 * The remote browser when `browserWsEndpoint` is set, else a local Chromium launched with our
 * switches plus `marker` (a switch Chromium ignores, by which its process can be found).
 */
export async function openBrowser(options: { chromiumPath?: string; browserWsEndpoint?: string; marker: string }): Promise<Browser> {
  const endpoint = options.browserWsEndpoint;
  if (endpoint) {
    try {
      return isDevToolsEndpoint(endpoint)
        ? await chromium.connectOverCDP(endpoint, { timeout: LAUNCH_TIMEOUT_MS })
        : await chromium.connect(endpoint, { timeout: LAUNCH_TIMEOUT_MS });
    } catch (err) {
      throw new BrowserStartError(`could not connect to the remote browser at ${endpoint}`, { cause: err });
    }
  }
  const executablePath = findChromium(options.chromiumPath);
  if (!executablePath) {
    throw new BrowserStartError(
      `Chromium is not installed (${options.chromiumPath ?? 'no CHROMIUM_PATH, no Debian chromium'}): install it with apt-get install chromium chromium-headless-shell`,
    );
  }
  try {
    return await chromium.launch({
      executablePath,
      args: [...CHROMIUM_ARGS, options.marker],
      timeout: LAUNCH_TIMEOUT_MS,
      // The server closes the browser itself on shutdown, after in-flight renders.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
  } catch (err) {
    throw new BrowserStartError(`could not launch ${executablePath}`, { cause: err });
  }
}
