import { describe, expect, it } from 'vitest';
import { emptyCvDocument } from '../../../../domain/cv/cv-schema';
import { parseUnsavedCopy, restorableCopy, unsavedCopyKey } from './unsaved-copy';

describe('unsaved copy', () => {
  const cv = emptyCvDocument(5);
  const copy = { cv, baseUpdatedAt: '2026-11-23T10:00:00.000Z', changedAt: 1 };

  it('is keyed by CV id, or "new" before the first save', () => {
    expect(unsavedCopyKey('abc')).toBe('cvSuisse.unsavedCv.abc');
    expect(unsavedCopyKey(undefined)).toBe('cvSuisse.unsavedCv.new');
  });

  it('round-trips and ignores unreadable data', () => {
    expect(parseUnsavedCopy(JSON.stringify(copy))).toEqual(copy);
    expect(parseUnsavedCopy('{')).toBeUndefined();
    expect(parseUnsavedCopy(JSON.stringify({ cv }))).toBeUndefined();
    expect(parseUnsavedCopy(null)).toBeUndefined();
  });

  it('is restored only over the server version it was made on', () => {
    expect(restorableCopy(copy, '2026-11-23T10:00:00.000Z')).toBe(cv);
    expect(restorableCopy(copy, '2026-11-23T11:00:00.000Z')).toBeUndefined();
    expect(restorableCopy({ ...copy, baseUpdatedAt: null }, undefined)).toBe(cv);
    expect(restorableCopy(undefined, 'x')).toBeUndefined();
  });
});
