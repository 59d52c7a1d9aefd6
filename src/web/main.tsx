import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { EDITOR_HOLD_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../domain/prerender';
import { AppProviders } from './app-providers';
import { carryFocusOverTakeover } from './lib/takeover-focus';
import { router } from './router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/** Resolves once the router has loaded the code of the page it opened on. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Once the app has rendered over a prerendered page, the page is live: its mark goes, and the focus comes back (takeover-focus.ts). */
function LiveMark({ container, restoreFocus }: { container: HTMLElement; restoreFocus?: () => void }) {
  useEffect(() => {
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    restoreFocus?.();
  }, [container, restoreFocus]);
  return null;
}

function App({ container, restoreFocus }: { container: HTMLElement; restoreFocus?: () => void }) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
      <LiveMark container={container} restoreFocus={restoreFocus} />
    </StrictMode>
  );
}

/**
 * How the app takes over #root:
 * - 'fresh': nothing prerendered, it renders;
 * - 'over': a prerendered public page (an anonymous visitor's: a signed-in one's header differs),
 *   or the prerendered editor held hidden (domain/prerender.ts: a draft, a session or a wide
 *   screen may show something else); the first render replaces it in one commit, and the page
 *   stays on screen meanwhile;
 * - 'hydrate': the prerendered editor shown (a phone, no draft, no session): the app's first
 *   render is that very HTML, so React adopts its elements instead of making them again (no
 *   second layout, no new images).
 */
function takeOver(container: HTMLElement): 'fresh' | 'over' | 'hydrate' {
  if (!container.hasAttribute(PRERENDERED_ATTRIBUTE)) return 'fresh';
  const shownEditor = container.querySelector('[data-editor-page]') && !document.documentElement.hasAttribute(EDITOR_HOLD_ATTRIBUTE);
  return shownEditor ? 'hydrate' : 'over';
}

const mode = takeOver(root);
// A prerendered page rendered over loses its elements, and with them the focus: it comes back.
const restoreFocus = mode === 'over' ? carryFocusOverTakeover(root) : undefined;
// A prerendered page stays on screen until its code has loaded (no loading state in between).
if (mode === 'fresh') createRoot(root).render(<App container={root} />);
else
  void routerReady().then(() => {
    // Both as transitions: React yields to the browser every few milliseconds (a default-priority
    // hydration or render would hold the main thread for the whole page).
    startTransition(() => {
      if (mode === 'hydrate') hydrateRoot(root, <App container={root} />);
      else createRoot(root).render(<App container={root} restoreFocus={restoreFocus} />);
    });
  });
