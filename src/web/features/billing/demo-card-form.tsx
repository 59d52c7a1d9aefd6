import { CreditCard } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { billingMessages as m } from '../../../domain/billing/messages';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { createSetupIntent } from './api/create-setup-intent';
import { confirmDemoSetup } from './api/demo-confirm-setup';
import { PaymentFlowError } from './payment-flow';
import { PaymentTerms } from './payment-terms';
import { validateDemoCard, type DemoCard } from './demo-card';

export interface SetupFormProps {
  /** The error message of the setup's initialisation (trial or payment method, spec §8). */
  initError: string;
  payLabel: string;
  /** The full price and renewal terms, shown right above the pay button. */
  priceNote: string;
  holderName: string;
  /** Called with the payment method once set up; resolves when the subscription is created. */
  onPaymentMethod: (paymentMethodId: string) => Promise<void>;
}

/**
 * The demo provider's stand-in for the provider's card element: the card is checked here, in
 * the browser, and only its last four digits are sent. Nothing is charged.
 */
export function DemoCardForm({ initError, payLabel, priceNote, holderName, onPaymentMethod }: SetupFormProps) {
  const [intent, setIntent] = useState<{ client_secret: string; setup_intent_id: string }>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [card, setCard] = useState<DemoCard>({ holder: holderName, number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof DemoCard, string>>>({});
  const [accepted, setAccepted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const started = useRef(-1);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    createSetupIntent().then(
      (answer) => setIntent(answer),
      () => setLoadFailed(true),
    );
  }, [attempt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateDemoCard(card, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0 || !intent) return;
    setPending(true);
    setFailure(undefined);
    try {
      const digits = card.number.replace(/\D/g, '');
      const confirmed = await confirmDemoSetup({
        setup_intent_id: intent.setup_intent_id,
        client_secret: intent.client_secret,
        card_last4: digits.slice(-4),
      }).catch(() => {
        throw new PaymentFlowError(m.setupPaymentMethod);
      });
      await onPaymentMethod(confirmed.payment_method_id);
    } catch (err) {
      setFailure(err instanceof PaymentFlowError ? err.message : m.unexpected);
    } finally {
      setPending(false);
    }
  };

  if (loadFailed) {
    return (
      <Alert tone="error">
        <p>{initError}</p>
        <Button
          size="sm"
          variant="outline"
          className="mt-3"
          onClick={() => {
            setLoadFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          Réessayer
        </Button>
      </Alert>
    );
  }

  const set = (field: keyof DemoCard) => (e: { target: { value: string } }) => setCard((c) => ({ ...c, [field]: e.target.value }));
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-label="Carte de démonstration">
      <div className="flex items-center gap-2 text-sm font-semibold text-ink-800">
        <CreditCard className="size-4" aria-hidden="true" /> Carte bancaire (démonstration)
      </div>
      <TextField label="Titulaire de la carte" autoComplete="off" value={card.holder} onChange={set('holder')} error={errors.holder} />
      <TextField
        label="Numéro de carte"
        inputMode="numeric"
        autoComplete="off"
        placeholder="4242 4242 4242 4242"
        value={card.number}
        onChange={set('number')}
        error={errors.number}
        hint="Carte de test&nbsp;: 4242 4242 4242 4242 (ou 4000 0000 0000 0341&nbsp;: acceptée, puis refusée aux renouvellements), toute date future, tout CVC."
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Expiration (MM/AA)"
          inputMode="numeric"
          autoComplete="off"
          placeholder="12/30"
          value={card.expiry}
          onChange={set('expiry')}
          error={errors.expiry}
        />
        <TextField label="CVC" inputMode="numeric" autoComplete="off" placeholder="123" value={card.cvc} onChange={set('cvc')} error={errors.cvc} />
      </div>
      <PaymentTerms accepted={accepted} onChange={setAccepted} />
      {failure && <Alert tone="error">{failure}</Alert>}
      {accepted && (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-ink-700">{priceNote}</p>
          <Button type="submit" size="lg" loading={pending || !intent}>
            {payLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
