import { describe, expect, it } from 'vitest';
import { EARLY_CLICK_GLOBAL, SESSION_HINT_SCRIPT } from '../../domain/prerender';
import { localKeys } from './storage-keys';

describe('the session hint of prerendered pages', () => {
  it('reads the access token where the app keeps it', () => {
    expect(SESSION_HINT_SCRIPT).toContain(`localStorage.getItem("${localKeys.token}")`);
  });

  it('marks the document only when a token is there, and never throws (storage disabled)', () => {
    const run = (storage: { getItem(key: string): string | null }) => {
      const marks: string[] = [];
      const document = { documentElement: { setAttribute: (name: string) => marks.push(name) }, addEventListener: () => undefined };
      // The script as the browser runs it, with these globals.
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      const script = new Function('localStorage', 'document', 'window', SESSION_HINT_SCRIPT) as (s: typeof storage, d: typeof document, w: object) => void;
      script(storage, document, {});
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

  it('keeps a click on an early-click button of the prerendered page only, until the app takes it', () => {
    type Target = { closest: (selector: string) => Target | null; getAttribute: (name: string) => string | null };
    let onClick: ((event: { target: Target | null }) => void) | undefined;
    let prerendered = true;
    const root = { hasAttribute: (name: string) => name === 'data-prerendered' && prerendered, contains: () => true };
    const document = {
      documentElement: { setAttribute: () => undefined },
      getElementById: (id: string) => (id === 'root' ? root : null),
      addEventListener: (type: string, listener: typeof onClick, capture: boolean) => {
        if (type === 'click' && capture) onClick = listener;
      },
    };
    const window: Record<string, unknown> = {};
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const script = new Function('localStorage', 'document', 'window', SESSION_HINT_SCRIPT) as (s: object, d: object, w: object) => void;
    script({ getItem: () => null }, document, window);
    const button: Target = {
      closest: (selector) => (selector === '[data-early-click]' ? button : null),
      getAttribute: (name) => (name === 'data-early-click' ? 'register' : null),
    };
    const text: Target = { closest: () => null, getAttribute: () => null };

    onClick?.({ target: text });
    expect(window[EARLY_CLICK_GLOBAL]).toBeUndefined();
    onClick?.({ target: button });
    expect(window[EARLY_CLICK_GLOBAL]).toBe('register');
    // Once the app has taken over, its own handlers act: nothing is kept.
    delete window[EARLY_CLICK_GLOBAL];
    prerendered = false;
    onClick?.({ target: button });
    expect(window[EARLY_CLICK_GLOBAL]).toBeUndefined();
  });
});
