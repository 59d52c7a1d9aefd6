import { describe, expect, it } from 'vitest';
import { canonicalJson, sameDocument } from './same-document';

describe('sameDocument', () => {
  it('ignores key order, as jsonb gives it back', () => {
    const client = { personal_info: { firstName: 'Yasmine', lastName: '' }, skills: [{ id: '1', name: '' }] };
    const fromJsonb = { skills: [{ name: '', id: '1' }], personal_info: { lastName: '', firstName: 'Yasmine' } };
    expect(JSON.stringify(client) === JSON.stringify(fromJsonb)).toBe(false);
    expect(sameDocument(client, fromJsonb)).toBe(true);
  });

  it('sees a changed value, a changed item order, and leaves undefined members out', () => {
    expect(sameDocument({ a: 'x' }, { a: 'y' })).toBe(false);
    expect(sameDocument({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameDocument({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(canonicalJson({ b: [null, 'é'], a: { d: 1, c: true } })).toBe('{"a":{"c":true,"d":1},"b":[null,"é"]}');
  });
});
