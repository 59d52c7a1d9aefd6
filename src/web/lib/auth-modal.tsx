import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** The account modals; only one is open at a time and each can switch to another. */
export type AuthModalName = 'login' | 'register' | 'forgot-password';

interface AuthModalState {
  open: AuthModalName | null;
  show(name: AuthModalName): void;
  close(): void;
}

const AuthModalContext = createContext<AuthModalState | null>(null);

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<AuthModalName | null>(null);
  const value = useMemo<AuthModalState>(() => ({ open, show: setOpen, close: () => setOpen(null) }), [open]);
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

export function useAuthModal(): AuthModalState {
  const state = useContext(AuthModalContext);
  if (!state) throw new Error('useAuthModal() outside <AuthModalProvider>');
  return state;
}
