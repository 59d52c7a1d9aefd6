import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthModalProvider } from './lib/auth-modal';
import { SessionProvider } from './lib/session';
import { ToastProvider } from './ui/toast';

function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

/** What every page needs around the router: queries, the session, the sign-in modals, the toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(newQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <AuthModalProvider>
          <ToastProvider>{children}</ToastProvider>
        </AuthModalProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
