import { Check, FlaskConical } from 'lucide-react';
import { billingMessages as m } from '../../../domain/billing/messages';
import { cx } from '../../ui/cx';
import { usePaymentsConfig } from './api/payments-config';

/** The three features of every premium plan (spec §1). */
export const premiumFeatures = ['Création de CV illimitée', 'Accès à tous les modèles', 'Sections illimitées'] as const;

export function FeatureList({ className }: { className?: string }) {
  return (
    <ul className={cx('flex flex-col gap-2.5', className)}>
      {premiumFeatures.map((feature) => (
        <li key={feature} className="flex items-center gap-2.5 text-[15px] text-ink-700">
          <span className="grid size-5 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-700" aria-hidden="true">
            <Check className="size-3.5" strokeWidth={3} />
          </span>
          {feature}
        </li>
      ))}
    </ul>
  );
}

/** Every billing screen of the demo provider says so (no real payment is made). */
export function DemoNotice({ className }: { className?: string }) {
  const config = usePaymentsConfig();
  if (config.data.mode !== 'demo') return null;
  return (
    <p
      role="note"
      className={cx('flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3.5 py-2.5 text-sm font-medium text-amber-900', className)}
    >
      <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
      {m.demoNotice}
    </p>
  );
}

const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

/** A date of the API (ISO) in fr-FR: "6 décembre 2026". */
export function frenchDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

const zurichDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Zurich' });
const zurichTime = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Zurich' });

/** « 10 décembre 2026 à 14 h 32 »: when a charge happens, in Zurich time (the mails say the same). */
export function frenchDateTime(at: Date): string {
  const [hours, minutes] = zurichTime.format(at).split(':');
  return `${zurichDate.format(at)} à ${Number(hours)}\u00a0h\u00a0${minutes}`;
}
