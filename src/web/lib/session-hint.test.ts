import { describe, expect, it } from 'vitest';
import { SESSION_HINT_SCRIPT } from '../../domain/prerender';
import { localKeys } from './storage-keys';

describe('the session hint of prerendered pages', () => {
  it('reads the access token where the app keeps it', () => {
    expect(SESSION_HINT_SCRIPT).toContain(`localStorage.getItem("${localKeys.token}")`);
  });

  it('marks the document only when a token is there, and never throws (storage disabled)', () => {
    const run = (storage: { getItem(key: string): string | null }) => {
      const marks: string[] = [];
      const document = { documentElement: { setAttribute: (name: string) => marks.push(name) } };
      // The script as the browser runs it, with these two globals.
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      const script = new Function('localStorage', 'document', SESSION_HINT_SCRIPT) as (s: typeof storage, d: typeof document) => void;
      script(storage, document);
      return marks;
    };
    expect(run({ getItem: (key) => (key === 'token' ? 'a.b.c' : null) })).toEqual(['data-session']);
    expect(run({ getItem: () => null })).toEqual([]);
    expect(
      run({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toEqual([]);
  });
});
