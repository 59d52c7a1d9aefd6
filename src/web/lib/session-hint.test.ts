import { describe, expect, it } from 'vitest';
import { EARLY_CLICK_GLOBAL, SESSION_HINT_SCRIPT } from '../../domain/prerender';
import { localKeys } from './storage-keys';

describe('the session hint of prerendered pages', () => {
  it('reads the access token where the app keeps it', () => {
    expect(SESSION_HINT_SCRIPT).toContain(`localStorage.getItem("${localKeys.token}")`);
  });

  const phone = { matchMedia: () => ({ matches: true }), navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36' } };
  const run = (storage: { getItem(key: string): string | null }, window: object = phone) => {
    const marks: string[] = [];
    const document = { documentElement: { setAttribute: (name: string) => marks.push(name) }, addEventListener: () => undefined };
    // The script as the browser runs it, with these globals.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const script = new Function('localStorage', 'document', 'window', SESSION_HINT_SCRIPT) as (s: typeof storage, d: typeof document, w: object) => void;
    script(storage, document, window);
    return marks;
  };
  const stored =
    (values: Record<string, string>) =>
    (key: string): string | null =>
      values[key] ?? null;

  it('marks the document only when a token is there, and never throws (storage disabled)', () => {
    expect(run({ getItem: stored({ token: 'a.b.c' }) })).toContain('data-session');
    expect(run({ getItem: () => null })).toEqual([]);
    expect(
      run({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).not.toContain('data-session');
  });

  it('lets the prerendered model picker show on a phone without a draft or a session, and holds it otherwise', () => {
    const desktopWindow = { matchMedia: () => ({ matches: false }), navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' } };
    const narrowDesktop = { ...desktopWindow, matchMedia: (query: string) => ({ matches: query === '(max-width: 768px)' }) };
    const tablet = { ...desktopWindow, navigator: { userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' } };
    const hold = 'data-editor-hold';
    expect(run({ getItem: () => null })).not.toContain(hold);
    expect(run({ getItem: () => null }, narrowDesktop)).not.toContain(hold);
    expect(run({ getItem: () => null }, tablet)).not.toContain(hold);
    // A draft may open on the form; a session waits for the profile; a wide screen has the desktop layout.
    expect(run({ getItem: stored({ tempCvData: '{"template_id":2}' }) })).toEqual([hold]);
    expect(run({ getItem: stored({ token: 'a.b.c' }) })).toEqual(['data-session', hold]);
    expect(run({ getItem: () => null }, desktopWindow)).toEqual([hold]);
    // An empty draft is no draft (the editor reads it so too).
    expect(run({ getItem: stored({ tempCvData: '' }) })).toEqual([]);
    // Storage that cannot be read: the safe side.
    expect(
      run({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toEqual([hold]);
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
    script({ getItem: () => null }, document, Object.assign(window, phone));
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
