import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { PRERENDERED_ATTRIBUTE } from '../domain/prerender';
import { AppProviders } from './app-providers';
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

/** Once the app has rendered over a prerendered page, the page is live: its mark goes. */
function LiveMark({ container }: { container: HTMLElement }) {
  useEffect(() => container.removeAttribute(PRERENDERED_ATTRIBUTE), [container]);
  return null;
}

function render(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
      <LiveMark container={container} />
    </StrictMode>,
  );
}

// A prerendered page stays on screen until its code has loaded; React's first render then
// replaces it with the same page in one step (no loading state in between).
if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) void routerReady().then(() => render(root));
else render(root);
