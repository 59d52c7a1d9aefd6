import { FileWarning, LogIn } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { letterDocumentSchema } from '../../../domain/letter/letter-schema';
import type { SavedLetter } from '../../../domain/letter/saved-letter';
import { describeApiError } from '../../lib/api-errors';
import { useAuthModal } from '../../lib/auth-modal';
import { useSession } from '../../lib/session';
import { routes } from '../../paths';
import { Button } from '../../ui/button';
import { usePageMeta } from '../../ui/page-meta';
import { LoadingBlock } from '../../ui/spinner';
import { PublicNavbar, SkipLink } from '../layout';
import { createLetter, fetchLetter } from './api/letter-mutations';
import { clearLetterDraft, readLetterDraft } from './letter-draft';
import { documentOf, LetterWorkspace } from './letter-workspace';
import { letterMessages as m } from './messages';
import '../editor/editor.css';

function Centered({ children }: { children: ReactNode }) {
  return <div className="flex flex-1 items-center justify-center bg-ink-50/70 px-4 py-10">{children}</div>;
}

function Problem({ title, text }: { title: string; text: string }) {
  return (
    <Centered>
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-card" role="alert">
        <FileWarning className="mx-auto size-10 text-ink-400" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-semibold text-ink-900">{title}</h1>
        <p className="mt-2 text-sm text-ink-600">{text}</p>
        <Button variant="outline" className="mt-6" asChild>
          <Link to={routes.myCvs}>Mes CV</Link>
        </Button>
      </div>
    </Centered>
  );
}

/** /lettre/{id}: the saved letter. */
function SavedLetterEditor({ letterId }: { letterId: string }) {
  const [state, setState] = useState<{ saved?: SavedLetter; error?: string }>({});
  useEffect(() => {
    const controller = new AbortController();
    fetchLetter(letterId, controller.signal).then(
      (saved) => setState({ saved }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ error: describeApiError(error, 'la récupération de la lettre') });
      },
    );
    return () => controller.abort();
  }, [letterId]);
  if (state.error) return <Problem title="Cette lettre est introuvable" text={state.error} />;
  if (!state.saved) return <LoadingBlock label="Chargement de la lettre…" />;
  return <LetterWorkspace key={state.saved.id} initial={documentOf(state.saved)} saved={state.saved} signedIn />;
}

/**
 * /lettre signed in: makes the letter (from `?cv=`, from the draft kept before signing up, or a
 * blank one) and moves to its own address. Once only, even when React runs the effect twice.
 */
function CreateLetter() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const cvId = search.get('cv');
    const draft = readLetterDraft();
    createLetter(cvId ? { cv_id: cvId } : (draft ?? {})).then(
      (letter) => {
        if (!cvId) clearLetterDraft();
        void navigate(routes.letterEditorFor(letter.id), { replace: true });
      },
      (err: unknown) => setError(describeApiError(err, m.operations.create)),
    );
  }, [search, navigate]);
  if (error) return <Problem title="Impossible de créer la lettre" text={error} />;
  return <LoadingBlock label="Création de la lettre…" />;
}

function SignInToOpen() {
  const authModal = useAuthModal();
  const location = useLocation();
  return (
    <Centered>
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-card">
        <LogIn className="mx-auto size-10 text-brand-600" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-semibold text-ink-900">Connectez-vous pour ouvrir cette lettre</h1>
        <Button className="mt-6" onClick={() => authModal.show('login', { returnTo: location.pathname + location.search })}>
          Se connecter
        </Button>
      </div>
    </Centered>
  );
}

/** /lettre and /lettre/{id}: the letter editor, in the CV editor's full-height frame. */
export function LetterEditorPage() {
  usePageMeta('Lettre de motivation', 'Rédigez votre lettre de motivation au format suisse, dans le design de votre CV.');
  // The parent route renders this page: its own params do not carry the child's id.
  const letterId = /^\/lettre\/([^/]+)\/?$/.exec(useLocation().pathname)?.[1];
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const [anonymousStart] = useState(() => letterDocumentSchema.safeParse(readLetterDraft() ?? {}));

  let content: ReactNode;
  if (session.status === 'loading') content = <LoadingBlock label="Chargement de l’éditeur…" />;
  else if (letterId && !signedIn) content = <SignInToOpen />;
  else if (letterId) content = <SavedLetterEditor key={letterId} letterId={letterId} />;
  else if (signedIn) content = <CreateLetter />;
  else content = <LetterWorkspace initial={anonymousStart.success ? anonymousStart.data : letterDocumentSchema.parse({})} saved={undefined} signedIn={false} />;

  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-white">
      <SkipLink />
      <PublicNavbar />
      <main id="contenu" className="flex min-h-0 flex-1 flex-col">
        {content}
      </main>
    </div>
  );
}
