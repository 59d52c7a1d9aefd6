import { z } from 'zod';
import { importFieldLabels, importMessages, type ImportSummary } from '../../domain/tracker/csv-import.js';
import { TRACKER_LIMITS } from '../../domain/tracker/tracked-application.js';
import { zurichDay } from '../../domain/tracker/zurich-time.js';
import { trackedApplications } from '../db/schema/tracker.js';
import { ApiError } from '../http/errors.js';
import { newRow, parseBody, reserveRoom } from './application-store.js';
import type { TrackerContext } from './context.js';

const importRequestSchema = z.object({
  text: z.string({ error: importMessages.empty }),
  /** Read and report without saving: the preview before « Importer ». */
  dry_run: z.boolean().default(false),
});

/** The report errors answered at most (the count says how many more there are). */
const MAX_ERRORS_ANSWERED = 100;
const PREVIEW_ROWS = 10;
const INSERT_CHUNK = 250;

/**
 * POST /tracker/import/: a spreadsheet (pasted cells or a CSV file's text) read in a worker
 * thread with a deadline (import-workers.ts); the readable rows imported in one transaction,
 * the others reported by line, in French.
 */
export async function importApplications(ctx: TrackerContext, userId: string, body: unknown): Promise<ImportSummary> {
  const request = parseBody(importRequestSchema, body);
  if (!request.text.trim()) throw new ApiError(400, { non_field_errors: [importMessages.empty] });
  if (request.text.length > TRACKER_LIMITS.maxImportBytes) throw new ApiError(400, { non_field_errors: [importMessages.tooLarge] });
  const now = ctx.now();
  const result = await ctx.importer.read(request.text, zurichDay(now));
  let imported = 0;
  if (!request.dry_run && result.rows.length > 0) {
    await ctx.db.transaction(async (tx) => {
      await reserveRoom(tx, userId, result.rows.length);
      for (let i = 0; i < result.rows.length; i += INSERT_CHUNK) {
        const chunk = result.rows.slice(i, i + INSERT_CHUNK);
        await tx.insert(trackedApplications).values(chunk.map((r) => newRow(userId, r.application, now)));
      }
    });
    imported = result.rows.length;
  }
  return {
    dry_run: request.dry_run,
    total_rows: result.totalRows,
    ready: result.rows.length,
    imported,
    errors: result.rowErrors.slice(0, MAX_ERRORS_ANSWERED).map((e) => e.message),
    more_errors: Math.max(0, result.rowErrors.length - MAX_ERRORS_ANSWERED),
    ignored_columns: result.ignoredColumns,
    columns: result.columns.map((c) => ({ header: c.header, field: c.field ? importFieldLabels[c.field] : null })),
    preview: result.rows.slice(0, PREVIEW_ROWS).map((r) => ({
      line: r.line,
      company: r.application.company,
      position: r.application.position,
      sent_on: r.application.sent_on,
      status: r.application.status,
    })),
  };
}
