import { accessSync, constants } from 'node:fs';

/** Debian's headless shell renders 2-3x faster than full Chromium; full Chromium is the fallback. */
const CANDIDATES = ['/usr/lib/chromium/chromium-headless-shell', '/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The Chromium binary to launch: CHROMIUM_PATH when given, else the first Debian binary found. */
export function findChromium(configured?: string): string | undefined {
  if (configured) return isExecutable(configured) ? configured : undefined;
  return CANDIDATES.find(isExecutable);
}
