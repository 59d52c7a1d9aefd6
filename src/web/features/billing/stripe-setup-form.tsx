import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { billingMessages as m } from '../../../domain/billing/messages';
import { useSession } from '../../lib/session';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { LoadingBlock } from '../../ui/spinner';
import { createSetupIntent } from './api/create-setup-intent';
import type { SetupFormProps } from './demo-card-form';
import { PaymentFlowError } from './payment-flow';
import { PaymentTerms } from './payment-terms';

export const stripeUnavailable =
  "Le module de paiement sécurisé n'a pas pu se charger. Vérifiez votre connexion internet ou désactivez le bloqueur de contenu pour ce site, puis réessayez.";

let stripePromise: Promise<Stripe | null> | undefined;
let stripeKey: string | undefined;

/** Stripe.js, loaded from Stripe on this page only (this file is its own chunk). */
function stripeFor(publishableKey: string, retry = false) {
  if (!stripePromise || stripeKey !== publishableKey || retry) {
    stripeKey = publishableKey;
    stripePromise = loadStripe(publishableKey, { locale: 'fr' });
  }
  return stripePromise;
}

/**
 * The provider's embedded elements: card by default, PayPal as another method, Apple and Google
 * wallets disabled. confirmSetup returns here (or to /payment-success after a PayPal redirect)
 * with a payment method; `onPaymentMethod` then creates the subscription.
 */
export default function StripeSetupForm(props: SetupFormProps & { publishableKey: string }) {
  const [clientSecret, setClientSecret] = useState<string>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [script, setScript] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [scriptAttempt, setScriptAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    createSetupIntent().then(
      (answer) => setClientSecret(answer.client_secret),
      () => setLoadFailed(true),
    );
  }, [attempt]);

  // Stripe.js comes from Stripe's servers: a blocker or a lost connection must not leave an
  // empty card area and a dead button.
  useEffect(() => {
    let live = true;
    stripeFor(props.publishableKey, scriptAttempt > 0).then(
      (stripe) => live && setScript(stripe ? 'ready' : 'failed'),
      () => live && setScript('failed'),
    );
    return () => {
      live = false;
    };
  }, [props.publishableKey, scriptAttempt]);

  if (script === 'failed') {
    return (
      <Alert tone="error">
        <p>{stripeUnavailable}</p>
        <Button
          size="sm"
          variant="outline"
          className="mt-3"
          onClick={() => {
            setScript('loading');
            setScriptAttempt((n) => n + 1);
          }}
        >
          Réessayer
        </Button>
      </Alert>
    );
  }

  if (loadFailed) {
    return (
      <Alert tone="error">
        <p>{props.initError}</p>
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
  if (!clientSecret || script !== 'ready') return <LoadingBlock label="Préparation du paiement sécurisé…" />;
  return (
    <Elements
      stripe={stripeFor(props.publishableKey)}
      options={{
        clientSecret,
        locale: 'fr',
        appearance: { theme: 'stripe', variables: { colorPrimary: '#d52b1e', fontFamily: 'Inter, system-ui, sans-serif', borderRadius: '8px' } },
      }}
    >
      <SetupForm {...props} />
    </Elements>
  );
}

function SetupForm({ payLabel, priceNote, holderName, onPaymentMethod }: SetupFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const session = useSession();
  const [accepted, setAccepted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPending(true);
    setFailure(undefined);
    try {
      const { error, setupIntent } = await stripe.confirmSetup({
        elements,
        redirect: 'if_required',
        confirmParams: {
          return_url: `${window.location.origin}${routes.paymentSuccess}`,
          payment_method_data: { billing_details: { email: session.user?.email, name: holderName } },
        },
      });
      if (error)
        throw new PaymentFlowError(error.type === 'card_error' || error.type === 'validation_error' ? (error.message ?? m.paymentFailed) : m.paymentFailed);
      if (setupIntent.status === 'requires_action') throw new PaymentFlowError(m.paymentActionRequired);
      if (setupIntent.status !== 'succeeded' || !setupIntent.payment_method) throw new PaymentFlowError(m.paymentMethodUnexpectedState);
      const paymentMethod = typeof setupIntent.payment_method === 'string' ? setupIntent.payment_method : setupIntent.payment_method.id;
      await onPaymentMethod(paymentMethod);
    } catch (err) {
      setFailure(err instanceof PaymentFlowError ? err.message : m.unexpected);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
      <PaymentElement
        options={{
          layout: 'tabs',
          paymentMethodOrder: ['card', 'paypal'],
          wallets: { applePay: 'never', googlePay: 'never' },
          defaultValues: { billingDetails: { email: session.user?.email, name: holderName } },
        }}
      />
      <PaymentTerms accepted={accepted} onChange={setAccepted} />
      {failure && <Alert tone="error">{failure}</Alert>}
      {accepted && (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-ink-700">{priceNote}</p>
          <Button type="submit" size="lg" loading={pending} disabled={!stripe}>
            {payLabel}
          </Button>
        </div>
      )}
    </form>
  );
}

/** After the subscription is created: a first payment that needs the customer (3-D Secure). */
export async function confirmFirstPayment(publishableKey: string, clientSecret: string): Promise<void> {
  const stripe = await stripeFor(publishableKey);
  if (!stripe) throw new PaymentFlowError(m.unexpected);
  const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret);
  if (error) throw new PaymentFlowError(m.paymentFailed);
  if (paymentIntent.status === 'requires_action') throw new PaymentFlowError(m.paymentActionRequired);
  if (paymentIntent.status !== 'succeeded' && paymentIntent.status !== 'processing') throw new PaymentFlowError(m.paymentUnexpectedStatus);
}
