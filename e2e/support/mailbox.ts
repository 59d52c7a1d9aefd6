import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The mails the app sent during the run (the loopback SMTP server of the global setup). */
async function allMails(): Promise<ParsedMail[]> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the journeys with `npx playwright test`.');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((f) => simpleParser(readFileSync(path.join(dir, f)))));
}

function sentTo(mail: ParsedMail, address: string): boolean {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.some((a) => a.value.some((v) => v.address?.toLowerCase() === address.toLowerCase()));
}

/** Waits for a mail to `address` whose subject contains `subject`; returns the newest one. */
export async function waitForMail(address: string, subject: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await allMails()).filter((m) => sentTo(m, address) && m.subject?.includes(subject)).at(-1);
        return Boolean(found);
      },
      { message: `a mail to ${address} about « ${subject} »` },
    )
    .toBe(true);
  return found!;
}

/** The first link of the mail's text body starting with `prefix` (e.g. `${baseURL}/auth/verify-email`). */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const link = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((l) => l.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in the mail « ${mail.subject} »`);
  return link;
}
