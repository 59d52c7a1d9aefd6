import { registerAuthFlowHooks } from '../../lib/auth-flow';

/**
 * Called once at start-up by app-shell.tsx (a visitor may sign up or in from any page). The work
 * itself, and the CV model it needs, load only when a hook runs.
 */
export function registerEditorAuthHooks(): void {
  registerAuthFlowHooks({
    onRegistered: async (result) => (await import('./draft/sign-in-draft')).saveDraftAtRegistration(result),
    resolvePostSignInDestination: async (context) => (await import('./draft/sign-in-draft')).saveDraftAtSignIn(context),
  });
}
