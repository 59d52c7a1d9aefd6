import { useState } from 'react';
import { Link } from 'react-router';
import { billingMessages as m } from '../../../domain/billing/messages';
import { routes } from '../../paths';
import { Checkbox } from '../../ui/checkbox';

/** Shown when the terms are accepted but the immediate start (and its loss of withdrawal) is not. */
export const waiverNeeded = 'Cochez aussi la demande de démarrage immédiat pour continuer.';

/**
 * The two boxes that gate the pay button (spec §5 "Payment"): the terms, and, on its own, the
 * request to start at once with the loss of the 14-day withdrawal right that follows (spec §9;
 * docs/decisions/2026-11-26-billing-stripe-rules.md). `onChange` gets whether both are ticked.
 */
export function PaymentTerms({ accepted, onChange }: { accepted: boolean; onChange: (accepted: boolean) => void }) {
  const [terms, setTerms] = useState(accepted);
  const [waiver, setWaiver] = useState(accepted);
  const update = (nextTerms: boolean, nextWaiver: boolean) => {
    setTerms(nextTerms);
    setWaiver(nextWaiver);
    onChange(nextTerms && nextWaiver);
  };
  return (
    <div className="flex flex-col gap-3">
      <Checkbox
        checked={terms}
        onChange={(e) => update(e.target.checked, waiver)}
        label={
          <>
            J’accepte les{' '}
            <Link to={routes.terms} target="_blank" className="font-medium text-brand-700 underline underline-offset-2">
              conditions générales
            </Link>
            .
          </>
        }
      />
      <Checkbox
        checked={waiver}
        onChange={(e) => update(terms, e.target.checked)}
        label="Je demande que le service commence dès maintenant et je reconnais perdre mon droit de rétractation de 14 jours une fois le service exécuté."
      />
      {!terms && <p className="text-sm text-ink-500">{m.acceptTerms}</p>}
      {terms && !waiver && <p className="text-sm text-ink-500">{waiverNeeded}</p>}
    </div>
  );
}
