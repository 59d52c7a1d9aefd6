import { describe, expect, it } from 'vitest';
import { toPayload, type ProfileFormOutput } from './profile-form';

const values: ProfileFormOutput = {
  nom: 'Rochat',
  prenom: 'Camille',
  email: 'camille@example.ch',
  telephone: '',
  pays: 'Suisse',
  adresse: '',
  codePostal: ' ',
  ville: 'Lausanne',
};

describe('the profile update payload', () => {
  it('sends only the non-empty values (spec section 3)', () => {
    expect(toPayload(values)).toEqual({ last_name: 'Rochat', first_name: 'Camille', email: 'camille@example.ch', country: 'Suisse', city: 'Lausanne' });
  });

  it('sends an explicit clear for a field the user emptied', () => {
    expect(toPayload(values, new Set(['telephone', 'codePostal']))).toEqual({
      last_name: 'Rochat',
      first_name: 'Camille',
      email: 'camille@example.ch',
      phone_number: '',
      country: 'Suisse',
      postal_code: '',
      city: 'Lausanne',
    });
  });
});
