import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { GOOD_PASSWORD } from './test-password.js';

/**
 * Every test app logs (level info) into one file per test file; after the file's tests,
 * log-secrets-check.ts greps it for secrets the tests used. The logs of the whole integration
 * run are checked that way, not only those of a dedicated test.
 */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

const dir = path.join(tmpdir(), 'cv-suisse-test-logs');
export const testLogFile = path.join(dir, `${randomUUID()}.log`);

export function testLogStream(): Writable {
  mkdirSync(dir, { recursive: true });
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      appendFileSync(testLogFile, chunk);
      done();
    },
  });
}

const secretPatterns: [string, RegExp][] = [
  ['the test password', new RegExp(GOOD_PASSWORD.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
  ['the JWT secret', new RegExp(TEST_JWT_SECRET)],
  ['a password hash', /\$argon2id\$/],
  ['a JWT', /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/],
  ['a token, key or code in a URL', /[?&](token|key|code|state|uid)=(?!\[redacted\])[^&\s"]{8,}/],
  ['query parameters of a failed statement', /params: (?!\[redacted\])/],
];

/** The kinds of secret found in this test file's log (none when it logged nothing). */
export function secretsInTestLog(): string[] {
  if (!existsSync(testLogFile)) return [];
  // The local outbox prints its mails' links on purpose (a local run without SMTP; never in
  // production, see mail/transport.ts): those lines are the one exception.
  const text = readFileSync(testLogFile, 'utf8')
    .split('\n')
    .filter((line) => !line.includes('written to the local outbox'))
    .join('\n');
  const found = secretPatterns.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
  if (!found.length) rmSync(testLogFile, { force: true });
  return found;
}
