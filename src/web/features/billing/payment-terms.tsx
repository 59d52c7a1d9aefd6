import { Link } from 'react-router';
import { billingMessages as m } from '../../../domain/billing/messages';
import { routes } from '../../paths';
import { Checkbox } from '../../ui/checkbox';

/** The terms box that gates the pay button (spec §5 "Payment"). */
export function PaymentTerms({ accepted, onChange }: { accepted: boolean; onChange: (accepted: boolean) => void }) {
  return (
    <div className="flex flex-col gap-2">
      <Checkbox
        checked={accepted}
        onChange={(e) => onChange(e.target.checked)}
        label={
          <>
            J'accepte les{' '}
            <Link to={routes.terms} target="_blank" className="font-medium text-brand-700 underline underline-offset-2">
              conditions générales
            </Link>{' '}
            et je demande l'exécution immédiate du service.
          </>
        }
      />
      {!accepted && <p className="text-sm text-ink-500">{m.acceptTerms}</p>}
    </div>
  );
}
