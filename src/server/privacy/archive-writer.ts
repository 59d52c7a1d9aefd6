import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** Where the ZIP's bytes go, in order: the database (exports) or a file (the operator command). */
export type ArchiveSink = (chunk: Uint8Array) => Promise<void>;

/** Binary files are fed in slices this large: the event loop turns between them (a CRC per slice). */
const SLICE_BYTES = 1024 * 1024;
/** fflate writes no ZIP64: the archive and each entry must stay below 4 GiB. */
export const ARCHIVE_MAX_BYTES = 3.5 * 1024 ** 3;

const encoder = new TextEncoder();

/** A valid ZIP timestamp (1980 to 2099), else now. */
const zipTime = (date: Date | undefined) => (date && date.getUTCFullYear() >= 1980 && date.getUTCFullYear() < 2100 ? date : new Date());

/**
 * A ZIP written as a stream (fflate), one entry after another: what is already compressed (PDF,
 * JPEG, PNG) is stored as is, the text we write (JSON, HTML) is deflated. Nothing waits in
 * memory but the slice being written, whatever the account's size.
 */
export class ArchiveWriter {
  private readonly zip: Zip;
  private readonly out: Uint8Array[] = [];
  private failure: Error | undefined;
  private ended = false;
  private written = 0;
  /** Entries written so far. */
  files = 0;

  constructor(private readonly sink: ArchiveSink) {
    this.zip = new Zip((err, chunk, final) => {
      if (err) this.failure = err;
      else this.out.push(chunk);
      if (final) this.ended = true;
    });
  }

  /** Bytes handed to the sink so far. */
  get size(): number {
    return this.written;
  }

  private async drain(): Promise<void> {
    if (this.failure) throw this.failure;
    while (this.out.length) {
      const chunk = this.out.shift()!;
      this.written += chunk.length;
      if (this.written > ARCHIVE_MAX_BYTES) throw new ArchiveTooLargeError();
      await this.sink(chunk);
    }
  }

  /** A file stored as it is (byte-identical to `data`). */
  async addBinary(name: string, data: Uint8Array, mtime?: Date): Promise<void> {
    const file = new ZipPassThrough(name);
    file.mtime = zipTime(mtime);
    this.zip.add(file);
    if (data.length === 0) file.push(new Uint8Array(0), true);
    for (let at = 0; at < data.length; at += SLICE_BYTES) {
      file.push(data.subarray(at, at + SLICE_BYTES), at + SLICE_BYTES >= data.length);
      await this.drain();
    }
    this.files++;
    await this.drain();
  }

  /** A text file (UTF-8), deflated. */
  async addText(name: string, text: string, mtime?: Date): Promise<void> {
    const file = new ZipDeflate(name, { level: 6 });
    file.mtime = zipTime(mtime);
    this.zip.add(file);
    file.push(encoder.encode(text), true);
    this.files++;
    await this.drain();
  }

  async addJson(name: string, value: unknown, mtime?: Date): Promise<void> {
    await this.addText(name, `${JSON.stringify(value, null, 2)}\n`, mtime);
  }

  /** Writes the central directory; the archive is complete once this resolves. */
  async finish(): Promise<void> {
    this.zip.end();
    await this.drain();
    if (!this.ended) throw new Error('the ZIP did not end');
  }
}

export class ArchiveTooLargeError extends Error {
  constructor() {
    super('the archive would exceed what a ZIP without ZIP64 holds');
    this.name = 'ArchiveTooLargeError';
  }
}

/** An ASCII file name part from a title: accents dropped, anything else a dash, at most 60 characters. */
export function fileSlug(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}
