import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { isPlanType, planLabels } from '../../../domain/billing/plans';
import { privacyMessages, type AccountDataSummary } from '../../../domain/privacy/account-data';
import { retentionText } from '../../../domain/privacy/retention';
import { providerLabels } from '../../../domain/social/providers';
import { describeApiError } from '../../lib/api-errors';
import { useSession } from '../../lib/session';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { Button, buttonClass } from '../../ui/button';
import { PageShell } from '../../ui/page-shell';
import { PasswordField } from '../../ui/password-field';
import { LoadingBlock } from '../../ui/spinner';
import { useToast } from '../../ui/toast';
import { useAccountDataSummary, useDeleteAccount } from './api/account-data';
import { errorBody } from './form-errors';
import { SocialSignIn } from './social/social-sign-in';

const day = new Intl.DateTimeFormat('fr-CH', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Zurich' });
const hour = new Intl.DateTimeFormat('fr-CH', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Zurich' });
const NBSP = '\u00a0';

/** « 3 CV », « 1 lettre de motivation »: a count with its noun, singular or plural. */
const count = (n: number, one: string, many: string) => `${n}${NBSP}${n > 1 ? many : one}`;

export const ACCOUNT_DELETED_TOAST_MS = 10_000;

/** What the erasure takes away, as the person would list it. */
function erasedItems(s: AccountDataSummary): string[] {
  const c = s.counts;
  const items = [`Votre profil et votre adresse e-mail (${s.email})`];
  const cvDetails = [
    c.cv_versions && count(c.cv_versions, 'version enregistrée', 'versions enregistrées'),
    c.photos && count(c.photos, 'photo', 'photos'),
  ].filter(Boolean);
  const bin = c.cvs_in_bin ? `, plus ${count(c.cvs_in_bin, 'CV', 'CV')} dans la corbeille` : '';
  items.push(`${c.cvs ? count(c.cvs, 'CV', 'CV') : 'Aucun CV'}${cvDetails.length ? ` (avec ${cvDetails.join(' et ')})` : ''}${bin}`);
  items.push(
    c.letters
      ? `${count(c.letters, 'lettre de motivation', 'lettres de motivation')}${c.signatures ? ` et ${count(c.signatures, 'signature', 'signatures')}` : ''}`
      : 'Aucune lettre de motivation',
  );
  items.push(c.documents ? `${count(c.documents, 'document', 'documents')} (certificats, diplômes, attestations)` : 'Aucun document');
  items.push(c.applications ? count(c.applications, 'candidature', 'candidatures') : 'Aucune candidature');
  for (const other of s.other) items.push(`${other.label}\u00a0: ${other.rows}`);
  if (s.linked_providers.length) items.push(`Votre connexion avec ${s.linked_providers.map((p) => providerLabels[p]).join(', ')}`);
  items.push(`Vos sessions (${count(c.sessions, 'appareil', 'appareils')})\u00a0: vous serez déconnecté partout`);
  items.push('Vos e-mails en attente, vos messages envoyés par le formulaire de contact et les copies de vos données');
  return items;
}

/** « Supprimer mon compte »: the list of what goes, what stays by law, the subscription's end, then one confirmation. */
export function DeleteAccountPage() {
  const summary = useAccountDataSummary();
  const remove = useDeleteAccount();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const leaving = useRef<() => void>(undefined);
  useEffect(() => () => leaving.current?.(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPasswordError(undefined);
    setFormError(undefined);
    const data = summary.data;
    if (data?.reauth.method === 'password' && !password) {
      setPasswordError(privacyMessages.passwordRequired);
      return;
    }
    try {
      const answer = await remove.mutateAsync(data?.reauth.method === 'password' ? { password } : {});
      // The session ends once this page is gone: ended here, the signed-in area around it would
      // send the visitor home with an offer to sign in again.
      leaving.current = () => {
        session.clear();
        queryClient.clear();
        toast.success(answer.detail, ACCOUNT_DELETED_TOAST_MS);
      };
      await navigate(routes.home, { replace: true });
    } catch (err) {
      const body = errorBody(err);
      const field = Array.isArray(body?.password) ? (body.password as string[])[0] : undefined;
      if (field) setPasswordError(field);
      else setFormError(typeof body?.detail === 'string' ? body.detail : describeApiError(err, 'la suppression du compte'));
    }
  };

  return (
    <PageShell
      title="Supprimer mon compte"
      metaTitle="Supprimer mon compte"
      lead={'La suppression est définitive\u00a0: nous ne pourrons rien récupérer ensuite.'}
      width="narrow"
    >
      {summary.isPending ? (
        <LoadingBlock label="Chargement de vos données…" />
      ) : summary.isError ? (
        <Alert tone="error">
          <p>{describeApiError(summary.error, 'le chargement de vos données')}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void summary.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-6">
          <section aria-labelledby="efface" className="rounded-2xl border border-ink-100 bg-white p-5 shadow-card sm:p-8">
            <h2 id="efface" className="text-lg font-bold text-ink-900">
              Ce qui sera effacé
            </h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-[15px] leading-relaxed text-ink-700">
              {erasedItems(summary.data).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-ink-600">
              Avant de partir, vous pouvez{' '}
              <Link to={routes.personalInfo} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                télécharger vos données
              </Link>
              .
            </p>
          </section>

          {summary.data.subscription && <SubscriptionNotice subscription={summary.data.subscription} />}

          <section aria-labelledby="conserve" className="rounded-2xl border border-ink-100 bg-white p-5 shadow-card sm:p-8">
            <h2 id="conserve" className="text-lg font-bold text-ink-900">
              Ce que nous conservons
            </h2>
            <p className="mt-3 text-[15px] leading-relaxed text-ink-700">
              {summary.data.payments > 0
                ? `Les pièces comptables de vos ${count(summary.data.payments, 'paiement', 'paiements')} (date, montant, description et référence de la facture), pendant ${retentionText.accounting}, comme la loi nous y oblige (art. 958f du Code des obligations). Elles sont conservées à part, sans votre nom, votre adresse e-mail ni rien de votre compte.`
                : `Rien. Si vous aviez effectué des paiements, seules leurs pièces comptables (date, montant, référence de la facture) seraient conservées ${retentionText.accounting}, comme la loi l’exige, sans votre nom ni votre adresse e-mail.`}
            </p>
          </section>

          <section aria-labelledby="confirmer" className="rounded-2xl border border-red-200 bg-white p-5 shadow-card sm:p-8">
            <h2 id="confirmer" className="flex items-center gap-2 text-lg font-bold text-ink-900">
              <ShieldAlert className="size-5 text-red-700" aria-hidden="true" />
              Confirmer la suppression
            </h2>
            <div className="mt-4 flex flex-col gap-4">
              {formError && <Alert tone="error">{formError}</Alert>}
              {summary.data.reauth.method === 'password' ? (
                <>
                  {/* Lets password managers offer the right account's password. */}
                  <input type="email" name="username" autoComplete="username" value={summary.data.email} readOnly hidden />
                  <PasswordField
                    label="Votre mot de passe"
                    autoComplete="current-password"
                    required
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    error={passwordError}
                    hint="Pour vérifier qu’il s’agit bien de vous."
                  />
                </>
              ) : (
                <SocialConfirmation reauth={summary.data.reauth} onConfirmed={() => void summary.refetch()} />
              )}
              <p className="text-sm text-ink-600">Un e-mail de confirmation vous sera envoyé à {summary.data.email}.</p>
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Link to={routes.personalInfo} className={buttonClass('outline')}>
                  Annuler
                </Link>
                <Button
                  type="submit"
                  variant="danger"
                  loading={remove.isPending}
                  disabled={summary.data.reauth.method === 'social' && !summary.data.reauth.confirmed_until}
                >
                  Supprimer définitivement mon compte
                </Button>
              </div>
            </div>
          </section>
        </form>
      )}
    </PageShell>
  );
}

function SubscriptionNotice({ subscription }: { subscription: NonNullable<AccountDataSummary['subscription']> }) {
  const plan = subscription.is_trial
    ? 'Votre essai'
    : `Votre abonnement${isPlanType(subscription.plan_type) ? ` ${planLabels[subscription.plan_type].toLowerCase()}` : ''}`;
  const until = subscription.paid_until ? day.format(new Date(subscription.paid_until)) : undefined;
  return (
    <Alert tone="warning">
      <p className="font-semibold">
        {plan} {until ? `est payé jusqu’au ${until}.` : 'est en cours.'}
      </p>
      <p className="mt-1">
        La suppression le résilie immédiatement auprès de notre prestataire de paiement&nbsp;: aucun autre paiement ne sera prélevé. La période déjà payée n’est
        pas remboursée (conditions générales, «&nbsp;Droit de rétractation et remboursements&nbsp;») et l’accès prend fin avec le compte.
      </p>
      {until && subscription.renews && (
        <p className="mt-1">
          Pour seulement arrêter le renouvellement et garder l’accès jusqu’au {until},{' '}
          <Link to={subscription.is_trial ? routes.trialDashboard : routes.subscription} className="font-semibold underline underline-offset-2">
            gérez votre abonnement
          </Link>
          .
        </p>
      )}
    </Alert>
  );
}

function SocialConfirmation({ reauth, onConfirmed }: { reauth: Extract<AccountDataSummary['reauth'], { method: 'social' }>; onConfirmed: () => void }) {
  const names = reauth.providers.map((p) => providerLabels[p]).join(' ou ') || 'Google, LinkedIn ou Apple';
  if (reauth.confirmed_until) {
    return <Alert tone="success">Identité confirmée. Vous pouvez supprimer votre compte jusqu’à {hour.format(new Date(reauth.confirmed_until))}.</Alert>;
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-[15px] leading-relaxed text-ink-700">
        Votre compte n’a pas de mot de passe. Pour confirmer qu’il s’agit bien de vous, reconnectez-vous avec {names}.
      </p>
      <SocialSignIn returnTo={routes.deleteAccount} onSignedIn={onConfirmed} divider={false} />
    </div>
  );
}
