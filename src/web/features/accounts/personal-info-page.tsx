import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountMessages as m } from '../../../domain/accounts/messages';
import { useSession } from '../../lib/session';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PageShell } from '../../ui/page-shell';
import { LoadingBlock } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { AccountDataSection } from './account-data-section';
import { useProfile, useUpdateProfile } from './api/profile';
import { applyFieldErrors } from './form-errors';
import { apiNames, formNames, profileFormSchema, toPayload, type ProfileForm, type ProfileFormOutput } from './profile-form';

export const PROFILE_SUCCESS_MS = 3000;

export function PersonalInfoPage() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const toast = useToast();
  const session = useSession();
  const [notice, setNotice] = useState<string>();
  const loadErrorShown = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty, dirtyFields },
  } = useForm<ProfileForm, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { nom: '', prenom: '', email: '', telephone: '', pays: '', adresse: '', codePostal: '', ville: '' },
  });

  const data = profile.data;
  useEffect(() => {
    if (!data) return;
    reset({
      nom: data.last_name,
      prenom: data.first_name,
      email: data.email,
      telephone: data.phone_number,
      pays: data.country,
      adresse: data.address,
      codePostal: data.postal_code,
      ville: data.city,
    });
  }, [data, reset]);

  useEffect(() => {
    if (profile.isError && !loadErrorShown.current) {
      loadErrorShown.current = true;
      toast.error(m.profileLoadFailed);
    }
  }, [profile.isError, toast]);

  const onSubmit = handleSubmit(async (values) => {
    setNotice(undefined);
    try {
      const emptied = new Set((Object.keys(apiNames) as Array<keyof ProfileForm>).filter((name) => dirtyFields[name] && !values[name].trim()));
      const answer = await update.mutateAsync(toPayload(values, emptied));
      session.setUser(answer);
      if (answer.detail) setNotice(answer.detail);
      toast.success(m.profileUpdated, PROFILE_SUCCESS_MS);
    } catch (err) {
      applyFieldErrors(err, setError, formNames);
      toast.error(m.profileUpdateFailed);
    }
  });

  return (
    <PageShell
      title="Mes informations personnelles"
      metaTitle="Mes informations personnelles"
      lead="Ces informations servent à vous contacter et à préremplir vos CV."
      width="narrow"
    >
      {profile.isPending ? (
        <LoadingBlock label="Chargement de vos informations…" />
      ) : profile.isError ? (
        <Alert tone="error">
          <p>{m.profileLoadFailed}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void profile.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="rounded-2xl border border-ink-100 bg-white p-5 shadow-card sm:p-8">
          {(notice || data?.pending_email) && (
            <Alert tone="info" className="mb-6">
              {notice ??
                `Un lien de confirmation a été envoyé à ${data?.pending_email}. Votre adresse actuelle reste active jusqu'à ce que vous cliquiez sur ce lien.`}
            </Alert>
          )}
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="sr-only">Identité et coordonnées</legend>
            <TextField label="Nom" autoComplete="family-name" required error={errors.nom?.message} {...register('nom')} />
            <TextField label="Prénom" autoComplete="given-name" required error={errors.prenom?.message} {...register('prenom')} />
            <TextField
              label="Adresse e-mail"
              type="email"
              autoComplete="email"
              required
              containerClassName="sm:col-span-2"
              hint="Une nouvelle adresse doit être confirmée depuis le lien que nous y enverrons."
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              label="Téléphone"
              type="tel"
              autoComplete="tel"
              placeholder="+41 79 123 45 67"
              error={errors.telephone?.message}
              {...register('telephone')}
            />
            <TextField label="Pays" autoComplete="country-name" placeholder="Suisse" error={errors.pays?.message} {...register('pays')} />
            <TextField
              label="Adresse"
              autoComplete="street-address"
              containerClassName="sm:col-span-2"
              placeholder="Rue et numéro"
              error={errors.adresse?.message}
              {...register('adresse')}
            />
            <TextField label="Code postal" autoComplete="postal-code" inputMode="numeric" error={errors.codePostal?.message} {...register('codePostal')} />
            <TextField label="Ville" autoComplete="address-level2" error={errors.ville?.message} {...register('ville')} />
          </fieldset>
          <div className="mt-8 flex justify-end">
            <Button type="submit" loading={isSubmitting} disabled={!isDirty && !isSubmitting}>
              Enregistrer les modifications
            </Button>
          </div>
        </form>
      )}
      <AccountDataSection />
    </PageShell>
  );
}
