import type { TextBudget } from '../../domain/cv-import/source-lines.js';

/**
 * What one import may cost, whoever sends the file: bounds on the work itself (bytes inflated,
 * pages, text produced), checked as the work is done, and a deadline after which the worker
 * reading the file is terminated. A visitor's budget is tighter than an account's: the import
 * is the one door open to anyone.
 */
export interface ImportBudget {
  deadlineMs: number;
  /** Bytes inflated from ZIP entries or PDF streams, all together, counted as produced. */
  maxInflatedBytes: number;
  /** PDF pages read; a CV has a few. */
  maxPages: number;
  /** pdf.js text items all pages together (a page of a CV has a few hundred). */
  maxTextItems: number;
  text: TextBudget;
  /** CSV rows of a LinkedIn export, all files together. */
  maxCsvRows: number;
}

export const IMPORT_BUDGETS = {
  account: {
    deadlineMs: 20_000,
    maxInflatedBytes: 48 * 1024 * 1024,
    maxPages: 30,
    maxTextItems: 40_000,
    text: { maxChars: 150_000, maxLines: 6_000 },
    maxCsvRows: 20_000,
  },
  visitor: {
    deadlineMs: 10_000,
    maxInflatedBytes: 24 * 1024 * 1024,
    maxPages: 12,
    maxTextItems: 20_000,
    text: { maxChars: 100_000, maxLines: 4_000 },
    maxCsvRows: 10_000,
  },
} as const satisfies Record<string, ImportBudget>;
