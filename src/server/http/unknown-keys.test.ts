import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cvDocumentSchema } from '../../domain/cv/cv-schema.js';
import { unknownKeys } from './unknown-keys.js';

describe('unknownKeys', () => {
  const schema = z
    .object({
      name: z.string().nullish(),
      items: z.array(z.object({ id: z.number() })).nullish(),
      map: z.record(z.string(), z.object({ v: z.string() })),
      either: z.union([z.string(), z.object({ content: z.string() })]).optional(),
    })
    .transform((v) => v);

  it('finds the keys zod would drop, at every depth, with a likely meaning', () => {
    expect(
      unknownKeys(schema, {
        name: 'a',
        Name: 'b',
        items: [{ id: 1, ID: 2 }],
        map: { x: { v: 'a', w: 'b' } },
        either: { content: 'c', format: 1 },
        extra: null,
      }),
    ).toEqual([
      { path: 'Name', suggestion: 'name' },
      { path: 'items.0.ID', suggestion: 'id' },
      { path: 'map.x.w' },
      { path: 'either.format' },
      { path: 'extra' },
    ]);
  });

  it('accepts the allowed paths (with * for list items) and every value of the right shape', () => {
    expect(unknownKeys(schema, { items: [{ id: 1, note: 'x' }], map: {}, either: 'plain' }, new Set(['items.*.note']))).toEqual([]);
  });

  it('knows every field of the CV the editor sends, aliases included', () => {
    const cv = cvDocumentSchema.parse({ experiences: [{ title: 'Dev' }], accreditations: [{ title: 'CFC', institution: 'EPFL' }] });
    expect(unknownKeys(cvDocumentSchema, cv)).toEqual([]);
    expect(unknownKeys(cvDocumentSchema, { experiences: [{ title: 'Dev' }], accreditations: [{ title: 'CFC', institution: 'EPFL' }] })).toEqual([]);
  });
});
