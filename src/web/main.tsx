import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AuthModalProvider } from './lib/auth-modal';
import { SessionProvider } from './lib/session';
import { router } from './router';
import { ToastProvider } from './ui/toast';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <AuthModalProvider>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </AuthModalProvider>
      </SessionProvider>
    </QueryClientProvider>
  </StrictMode>,
);
