import { FileWarning, LogIn, WifiOff } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { httpMessages } from '../../../domain/messages';
import { ApiRequestError } from '../../lib/api-errors';
import { useAuthModal } from '../../lib/auth-modal';
import { useSession } from '../../lib/session';
import { tokens } from '../../lib/tokens';
import { routes } from '../../paths';
import { Button } from '../../ui/button';
import { usePageMeta } from '../../ui/page-meta';
import { LoadingBlock } from '../../ui/spinner';
import { PublicNavbar, SkipLink } from '../layout';
import { fetchCv } from '../../lib/saved-cv';
import { readDraft, unreadableDraftStored } from './draft/draft-storage';
import { clearUnsavedCopy, readUnsavedCopy } from './draft/unsaved-copy';
import { EditorShell } from './editor-shell';
import { bootFromLocal, bootFromServer, editorRouteKey, parseEditorRoute, type Boot, type EditorRoute } from './state/boot';
import './editor.css';

interface WorkspaceProps {
  signedIn: boolean;
  onOwnRoute: (cvId: string) => void;
}

/** /editor and /editor/model/{id}: the local draft (or a fresh CV) is ready at once. */
function LocalWorkspace({ route, signedIn, onOwnRoute }: WorkspaceProps & { route: Exclude<EditorRoute, { kind: 'cv' }> }) {
  const [boot] = useState(() =>
    bootFromLocal(route, { draft: readDraft(), unsavedCopy: signedIn ? readUnsavedCopy(undefined) : undefined, unreadableDraft: unreadableDraftStored() }),
  );
  return <EditorShell boot={boot} signedIn={signedIn} onOwnRoute={onOwnRoute} />;
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <main id="contenu" className="flex flex-1 items-center justify-center bg-ink-50/70 px-4 py-10">
      {children}
    </main>
  );
}

/** /editor/cv/{id}: the saved CV (and this device's unsaved changes of it, if any). */
function SavedCvWorkspace({ cvId, signedIn, onOwnRoute }: WorkspaceProps & { cvId: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ attempt: number; boot?: Boot; error?: 'not-found' | 'failed' }>();
  useEffect(() => {
    const controller = new AbortController();
    fetchCv(cvId, controller.signal).then(
      (saved) => {
        const boot = bootFromServer(saved, readUnsavedCopy(cvId));
        // No copy, or one equal to the saved CV: nothing to keep. A copy made on an older version
        // stays until the user chose in the conflict dialog.
        if (!boot.restored && !boot.staleCopy) clearUnsavedCopy(cvId);
        setState({ attempt, boot });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Spec section 8: a CV that cannot be loaded is only logged; the page offers a way out.
        console.warn('CV loading failed', error);
        const status = error instanceof ApiRequestError ? error.status : undefined;
        setState({ attempt, error: status === 404 || status === 403 ? 'not-found' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [cvId, attempt]);

  if (state?.boot) return <EditorShell boot={state.boot} signedIn={signedIn} onOwnRoute={onOwnRoute} />;
  if (state?.error && state.attempt === attempt) {
    return (
      <Centered>
        <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-card">
          <FileWarning className="mx-auto size-10 text-ink-400" aria-hidden="true" />
          <h1 className="mt-4 text-xl font-semibold text-ink-900">{state.error === 'not-found' ? 'Ce CV est introuvable' : 'Impossible de charger ce CV'}</h1>
          <p className="mt-2 text-sm text-ink-600">
            {state.error === 'not-found'
              ? 'Il a peut-être été supprimé, ou il appartient à un autre compte.'
              : 'Vérifiez votre connexion internet, puis réessayez.'}
          </p>
          <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
            <Button variant="outline" asChild>
              <Link to={routes.myCvs}>Mes CV</Link>
            </Button>
            {state.error === 'failed' && <Button onClick={() => setAttempt((a) => a + 1)}>Réessayer</Button>}
          </div>
        </div>
      </Centered>
    );
  }
  return (
    <Centered>
      <LoadingBlock label="Chargement du CV…" />
    </Centered>
  );
}

/**
 * Tokens are stored but the server could not be reached to check them (API down, offline): the
 * user is still signed in as far as anyone knows, so the page says what is wrong rather than
 * asking them to sign in again.
 */
function ConnectionProblem() {
  return (
    <Centered>
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-card" role="alert">
        <WifiOff className="mx-auto size-10 text-ink-400" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-semibold text-ink-900">Impossible d’ouvrir ce CV pour le moment</h1>
        <p className="mt-2 text-sm text-ink-600">{httpMessages.connectionProblem}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Réessayer
        </Button>
      </div>
    </Centered>
  );
}

function SignInToOpen() {
  const authModal = useAuthModal();
  const location = useLocation();
  return (
    <Centered>
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-card">
        <LogIn className="mx-auto size-10 text-brand-600" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-semibold text-ink-900">Connectez-vous pour ouvrir ce CV</h1>
        <p className="mt-2 text-sm text-ink-600">Vos CV sauvegardés sont liés à votre compte.</p>
        <Button className="mt-6" onClick={() => authModal.show('login', { returnTo: location.pathname + location.search })}>
          Se connecter
        </Button>
      </div>
    </Centered>
  );
}

/**
 * The editor's routes (spec section 2). The editor stays mounted when it replaces its own route
 * with /editor/cv/{id} after a first save (no reload, no lost focus); another CV's route starts
 * a new editing session.
 */
export function EditorPage() {
  usePageMeta('Éditeur de CV', 'Rédigez votre CV au format suisse, voyez-le en direct et téléchargez-le en PDF.');
  const location = useLocation();
  const session = useSession();
  const route = parseEditorRoute(location.pathname) ?? ({ kind: 'new' } as const);
  const key = editorRouteKey(route);
  const [owned, setOwned] = useState<string>();
  const [active, setActive] = useState({ routeKey: key, workspaceKey: key, route });
  if (active.routeKey !== key) {
    const ours = key === owned;
    setActive({ routeKey: key, workspaceKey: ours ? active.workspaceKey : key, route: ours ? active.route : route });
  }
  const onOwnRoute = useCallback((cvId: string) => setOwned(`cv:${cvId}`), []);
  const signedIn = session.status === 'authenticated';

  let content: ReactNode;
  if (session.status === 'loading')
    content = (
      <Centered>
        <LoadingBlock label="Chargement de l’éditeur…" />
      </Centered>
    );
  else if (active.route.kind === 'cv' && !signedIn) content = tokens.access() ? <ConnectionProblem /> : <SignInToOpen />;
  else if (active.route.kind === 'cv')
    content = <SavedCvWorkspace key={active.workspaceKey} cvId={active.route.cvId} signedIn={signedIn} onOwnRoute={onOwnRoute} />;
  else content = <LocalWorkspace key={active.workspaceKey} route={active.route} signedIn={signedIn} onOwnRoute={onOwnRoute} />;

  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-white" data-editor-page="">
      <SkipLink />
      <PublicNavbar />
      {content}
    </div>
  );
}
