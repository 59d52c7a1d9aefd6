import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * `pdf` encrypted by qpdf, an independent tool (what HR software and « Protect PDF » buttons
 * produce): with `userPassword` '' it opens without a password and only the permission flags
 * forbid changes (`--modify=none`); with a user password it cannot be opened without it.
 * Used by the upload tests and the browser journey (qpdf is installed by .ci/run).
 */
export async function qpdfEncrypt(pdf: Buffer, options: { userPassword: string; bits: 128 | 256; aes?: boolean }): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cv-suisse-qpdf-'));
  try {
    const input = path.join(dir, 'in.pdf');
    const output = path.join(dir, 'out.pdf');
    await writeFile(input, pdf);
    const weak = options.bits === 128 && !options.aes ? ['--allow-weak-crypto'] : [];
    const aes = options.bits === 128 && options.aes ? ['--use-aes=y'] : [];
    await run('qpdf', [
      ...weak,
      '--encrypt',
      options.userPassword,
      'owner-secret',
      String(options.bits),
      ...aes,
      '--modify=none',
      '--extract=n',
      '--',
      input,
      output,
    ]);
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What qpdf says of a PDF's encryption (« File is not encrypted » for a plain one). */
export async function qpdfEncryptionOf(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cv-suisse-qpdf-'));
  try {
    const file = path.join(dir, 'file.pdf');
    await writeFile(file, pdf);
    // Exit code 2 with a message is how qpdf answers a file it cannot open: keep the message.
    const answer = await run('qpdf', ['--show-encryption', file]).catch((err: { stdout?: string; stderr?: string }) => ({
      stdout: `${err.stdout ?? ''}${err.stderr ?? ''}`,
    }));
    return answer.stdout.trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
