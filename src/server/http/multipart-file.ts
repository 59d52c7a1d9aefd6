import type { FastifyRequest } from 'fastify';
import { httpMessages } from '../../domain/messages.js';
import { ApiError, detailError } from './errors.js';

const errorCode = (err: unknown) => (typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined);
const PARSER_LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

export interface MultipartFileRule {
  /** The form field that carries the file. */
  field: string;
  /** Largest accepted file, in bytes: one byte more is refused. */
  maxBytes: number;
  /** Limits of the form around the file. */
  fields?: number;
  fieldSize?: number;
  parts?: number;
  missing: { status?: number; detail: string };
  tooLarge: { detail: string; code?: string };
}

export interface MultipartFile {
  bytes: Buffer;
  fileName: string;
  declaredType: string;
  /** Text fields the form sent before the file. */
  fields: Record<string, string>;
}

/**
 * The one reader of an uploaded file, for every upload path. The parser is told to stop one byte
 * past the limit and not to throw: this function counts the bytes it receives and checks the
 * parser's `truncated` flag once the file has ended, so an oversized file is refused (413, the
 * rule's French message) whatever the timing of the parser's events, and a file cut by the limit
 * is never mistaken for a whole one. A body that ends before the file does (connection cut,
 * malformed form) is a French 400, never a 500.
 */
export async function readMultipartFile(request: FastifyRequest, rule: MultipartFileRule): Promise<MultipartFile> {
  const missing = () => detailError(rule.missing.status ?? 400, rule.missing.detail);
  const tooLarge = () => detailError(413, rule.tooLarge.detail, rule.tooLarge.code);
  if (!request.isMultipart()) throw missing();
  try {
    const part = await request.file({
      throwFileSizeLimit: false,
      limits: { fileSize: rule.maxBytes + 1, files: 1, fields: rule.fields ?? 5, fieldSize: rule.fieldSize ?? 1024, parts: rule.parts ?? 10 },
    });
    if (!part) throw missing();
    if (part.fieldname !== rule.field) {
      part.file.resume();
      throw missing();
    }
    const chunks: Buffer[] = [];
    let received = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      received += chunk.length;
      // Past the limit nothing more is kept; the parser skips the rest of the file.
      if (received <= rule.maxBytes) chunks.push(chunk);
    }
    if (part.file.truncated || received > rule.maxBytes) throw tooLarge();
    if (received === 0) throw missing();
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(part.fields)) {
      if (value && !Array.isArray(value) && value.type === 'field') fields[name] = String(value.value);
    }
    return { bytes: Buffer.concat(chunks, received), fileName: part.filename, declaredType: part.mimetype, fields };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (errorCode(err) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (PARSER_LIMIT_CODES.has(String(errorCode(err)))) throw missing();
    // The body ended before the form did (a cut connection, a malformed form): the user's
    // upload did not arrive whole, which is not a server fault.
    throw detailError(400, httpMessages.uploadIncomplete, 'upload_incomplete');
  }
}
