/** The demo card form's fields; validated in the browser only and never sent (but the last 4 digits). */
export interface DemoCard {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** French messages per field; an empty object when the card is acceptable. */
export function validateDemoCard(card: DemoCard, now: Date): Partial<Record<keyof DemoCard, string>> {
  const errors: Partial<Record<keyof DemoCard, string>> = {};
  if (!card.holder.trim()) errors.holder = 'Le nom du titulaire est requis.';
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) errors.number = "Le numéro de carte n'est pas valide.";
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? 2000 + Number(expiry[2]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = "La date d'expiration n'est pas valide (MM/AA).";
  else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) errors.expiry = 'Cette carte est expirée.';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = "Le code CVC n'est pas valide.";
  return errors;
}
