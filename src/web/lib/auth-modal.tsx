import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { captureFocusReturn, type FocusReturn } from '../ui/focus-return';

/** The account modals; only one is open at a time and each can switch to another. */
export type AuthModalName = 'login' | 'register' | 'forgot-password';

export interface AuthModalOptions {
  /** Where to go after signing in (a protected page the visitor was sent away from). */
  returnTo?: string;
  /** Prefills the e-mail field. */
  email?: string;
}

interface AuthModalState {
  open: AuthModalName | null;
  options: AuthModalOptions;
  /** Where focus returns when the modals close: what opened the first of them (switching keeps it). */
  opener: FocusReturn | undefined;
  /** Opens a modal; switching from one to another keeps the options unless new ones are given. */
  show: (name: AuthModalName, options?: AuthModalOptions) => void;
  close: () => void;
}

const AuthModalContext = createContext<AuthModalState | null>(null);

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: AuthModalName | null; options: AuthModalOptions; opener?: FocusReturn }>({ open: null, options: {} });
  const value = useMemo<AuthModalState>(
    () => ({
      open: state.open,
      options: state.options,
      opener: state.opener,
      show: (name, options) => {
        const opener = captureFocusReturn();
        setState((prev) => ({
          open: name,
          options: options ?? (prev.open ? prev.options : {}),
          opener: prev.open ? prev.opener : opener,
        }));
      },
      close: () => setState((prev) => ({ open: null, options: {}, opener: prev.opener })),
    }),
    [state],
  );
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

export function useAuthModal(): AuthModalState {
  const state = useContext(AuthModalContext);
  if (!state) throw new Error('useAuthModal() outside <AuthModalProvider>');
  return state;
}
