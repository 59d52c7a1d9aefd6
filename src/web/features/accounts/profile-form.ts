import { z } from 'zod';
import { profileFieldSchemas } from '../../../domain/accounts/schemas';
import type { ProfilePayload } from './api/profile';

/** The profile form uses the French field names of the spec (section 3). */
export const profileFormSchema = z.object({
  nom: profileFieldSchemas.last_name,
  prenom: profileFieldSchemas.first_name,
  email: profileFieldSchemas.email,
  telephone: profileFieldSchemas.phone_number,
  pays: profileFieldSchemas.country,
  adresse: profileFieldSchemas.address,
  codePostal: profileFieldSchemas.postal_code,
  ville: profileFieldSchemas.city,
});
export type ProfileForm = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export const apiNames = {
  nom: 'last_name',
  prenom: 'first_name',
  email: 'email',
  telephone: 'phone_number',
  pays: 'country',
  adresse: 'address',
  codePostal: 'postal_code',
  ville: 'city',
} as const satisfies Record<keyof ProfileForm, keyof ProfilePayload>;

export const formNames = Object.fromEntries(Object.entries(apiNames).map(([form, api]) => [api, form])) as Record<string, keyof ProfileForm>;

/**
 * Spec section 3: only the non-empty values are sent. One exception (docs/decisions): a field the
 * user emptied is sent empty, which clears it; otherwise nobody could remove their phone number.
 */
export function toPayload(values: ProfileFormOutput, emptied: ReadonlySet<keyof ProfileForm> = new Set()): ProfilePayload {
  const payload: ProfilePayload = {};
  for (const [formName, apiName] of Object.entries(apiNames) as Array<[keyof ProfileForm, keyof ProfilePayload]>) {
    const value = values[formName].trim();
    if (value || emptied.has(formName)) payload[apiName] = value;
  }
  return payload;
}
