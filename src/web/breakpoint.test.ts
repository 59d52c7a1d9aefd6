import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOBILE_MAX_WIDTH } from '../domain/social/providers';
import { MOBILE_QUERY } from '../domain/mobile';

/** Spec: 768 px or less is mobile. The CSS (Tailwind's md) and the scripts must agree at 768 px. */
describe('one mobile breakpoint for the whole app', () => {
  it('starts the Tailwind md layouts one pixel above the mobile width', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');
    const rem = /--breakpoint-md:\s*([\d.]+)rem;/.exec(css)?.[1];
    expect(Number(rem) * 16).toBe(MOBILE_MAX_WIDTH + 1);
  });

  it('gives the editor the same width', () => {
    expect(MOBILE_QUERY).toBe(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
  });
});
