import { describe, expect, it } from 'vitest';
import { instantFromInput, interviewLabel, zurichInputValue } from './tracker-format';

describe('interview times on the page, in Zurich whatever the browser’s zone', () => {
  it('shows an instant as Zurich wall time and reads the input back as that instant, across the change of time', () => {
    expect(zurichInputValue('2026-03-10T13:30:00.000Z')).toBe('2026-03-10T14:30');
    expect(instantFromInput('2026-03-10T14:30')).toBe('2026-03-10T13:30:00.000Z');
    expect(zurichInputValue('2026-07-01T06:00:00.000Z')).toBe('2026-07-01T08:00');
    expect(instantFromInput('2026-07-01T08:00')).toBe('2026-07-01T06:00:00.000Z');
    expect(instantFromInput('')).toBeNull();
    expect(instantFromInput('10.03.2026 14:30')).toBeNull();
    expect(zurichInputValue(null)).toBe('');
    expect(interviewLabel('2026-03-10T13:30:00.000Z')).toBe('mar. 10 mars 2026 à 14\u00a0h\u00a030');
  });
});
