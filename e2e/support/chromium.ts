import { accessSync, constants } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/lib/chromium/chromium', '/usr/bin/chromium-browser'];

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH overrides. */
export function chromiumForTests(): string {
  const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : CANDIDATES;
  for (const file of candidates) {
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // try the next one
    }
  }
  throw new Error('Chromium is not installed. Install it with: sudo apt-get install -y chromium chromium-headless-shell (or set CHROMIUM_PATH).');
}
