import { PASSWORD, seedUser, signInAs, uniqueEmail } from './support/accounts';
import { E2E_CONTACT_TO } from './support/constants';
import { expect, failedCall, gotoLive, label, test } from './support/fixtures';
import { linkIn, waitForMail } from './support/mailbox';
import { holdChunks } from './support/network';

const NEW_PASSWORD = 'Un-nouveau-départ-à-Lausanne-7';

test('register, open the mail, verify the address and arrive signed in', async ({ page, baseURL }) => {
  const email = uniqueEmail('inscription');
  await gotoLive(page, '/');
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Inscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un compte' });
  await dialog.getByLabel(label('Nom')).fill('Favre');
  await dialog.getByLabel('Prénom').fill('Noémie');
  await dialog.getByLabel('Adresse e-mail').fill(email);
  await dialog.getByLabel(label('Mot de passe')).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(dialog.getByText('Vous devez accepter les conditions générales.')).toBeVisible();
  await dialog.getByLabel(/J’accepte les conditions générales/).check();
  await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(dialog.getByText('Compte créé avec succès ! Veuillez vérifier votre email avant de vous connecter.')).toBeVisible();
  await dialog.getByRole('button', { name: 'J’ai compris' }).click();
  // Not signed in until the address is verified.
  await expect(page.getByRole('button', { name: 'Connexion' }).first()).toBeVisible();

  const mail = await waitForMail(email, 'Confirmez votre adresse e-mail');
  expect(mail.text).toContain('Bonjour Noémie,');
  await page.goto(linkIn(mail, `${baseURL}/auth/verify-email?key=`));
  await expect(page.getByText('Votre adresse e-mail a été vérifiée avec succès ! Vous allez être redirigé automatiquement.')).toBeVisible();
  await expect(page).toHaveURL(/\/mes_cvs$/);
  await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toContainText('Noémie');
});

test('log out, then log in again with « se souvenir de moi »', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(failedCall(400));
  const user = await seedUser({ firstName: 'Luca' });
  await signInAs(page, user);
  await page.goto('/mes_cvs');
  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Connexion' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();

  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Connexion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByLabel('Adresse e-mail').fill(user.email);
  await dialog.getByLabel(label('Mot de passe')).fill('pas-le-bon-mot-de-passe');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog.getByText('Adresse e-mail ou mot de passe incorrect.')).toBeVisible();
  await dialog.getByLabel(label('Mot de passe')).fill(user.password);
  await dialog.getByLabel('Se souvenir de moi').check();
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/mes_cvs$/);
  await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toContainText('Luca');
});

test('an unverified account is told to verify and can ask for a new link', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(failedCall(403));
  const user = await seedUser({ verified: false });
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(user.email);
  await page.getByLabel(label('Mot de passe')).fill(user.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText("Votre adresse e-mail n'a pas encore été vérifiée.", { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Renvoyer l’e-mail de vérification' }).click();
  await expect(page.getByText('un nouveau lien de vérification vient de lui être envoyé', { exact: false })).toBeVisible();
  await waitForMail(user.email, 'Confirmez votre adresse e-mail');
});

test('forgot password: ask for a link, choose a new password, log in with it', async ({ page, baseURL }) => {
  const user = await seedUser();
  await gotoLive(page, '/');
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Connexion' }).click();
  await page.getByRole('dialog', { name: 'Connexion' }).getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Mot de passe oublié' });
  await forgot.getByLabel('Adresse e-mail').fill(user.email);
  await forgot.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(forgot.getByText('Si un compte existe pour cette adresse e-mail', { exact: false })).toBeVisible();

  const mail = await waitForMail(user.email, 'Réinitialisation de votre mot de passe');
  await page.goto(linkIn(mail, `${baseURL}/auth/reset-password?uid=`));
  await expect(page.getByRole('heading', { name: 'Choisissez un nouveau mot de passe' })).toBeVisible();
  await page.getByLabel(label('Nouveau mot de passe')).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmez le nouveau mot de passe').fill('autre-chose-encore');
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();
  await page.getByLabel('Confirmez le nouveau mot de passe').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe a été réinitialisé avec succès.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Se connecter' }).click();
  const login = page.getByRole('dialog', { name: 'Connexion' });
  await login.getByLabel('Adresse e-mail').fill(user.email);
  await login.getByLabel(label('Mot de passe')).fill(NEW_PASSWORD);
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/mes_cvs$/);
});

test('a used reset link shows the error with the « Mot de passe oublié » hint', async ({ page, baseURL, allowConsoleErrors }) => {
  allowConsoleErrors(failedCall(400));
  const user = await seedUser();
  await page.request.post('/api/accounts/password/reset/', { data: { email: user.email } });
  const link = linkIn(await waitForMail(user.email, 'Réinitialisation'), `${baseURL}/auth/reset-password?uid=`);
  const { searchParams } = new URL(link);
  const used = await page.request.post('/api/accounts/password/reset/confirm/', {
    data: { uid: searchParams.get('uid'), token: searchParams.get('token'), new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
  });
  expect(used.ok()).toBe(true);
  await page.goto(link);
  await expect(page.getByText('Ce lien de réinitialisation a expiré ou est invalide.')).toBeVisible();
  await expect(page.getByText('Demandez-en un nouveau avec « Mot de passe oublié »', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Mot de passe oublié' }).click();
  await expect(page.getByRole('dialog', { name: 'Mot de passe oublié' })).toBeVisible();
});

test('update the profile, and change the e-mail address through its confirmation link', async ({ page, baseURL }) => {
  const user = await seedUser();
  await signInAs(page, user);
  await page.goto('/informations-personnelles');
  await expect(page.getByLabel(label('Nom'))).toHaveValue(user.lastName);
  await page.getByLabel('Téléphone').fill('079 abc');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText("Le numéro de téléphone n'est pas valide")).toBeVisible();
  await page.getByLabel('Téléphone').fill('+41 79 555 12 34');
  await page.getByLabel('Ville').fill('Fribourg');
  await page.getByLabel('Code postal').fill('1700');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vos informations ont été mises à jour avec succès !' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Ville')).toHaveValue('Fribourg');
  await expect(page.getByLabel('Téléphone')).toHaveValue('+41 79 555 12 34');

  const newEmail = uniqueEmail('nouvelle');
  await page.getByLabel('Adresse e-mail').fill(newEmail);
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText(`Un lien de confirmation a été envoyé à ${newEmail}.`, { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(user.email);
  const mail = await waitForMail(newEmail, 'Confirmez votre nouvelle adresse e-mail');
  await page.goto(linkIn(mail, `${baseURL}/auth/verify-email?key=`));
  await expect(page.getByText('Votre adresse e-mail a été vérifiée avec succès !', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/informations-personnelles$/);
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(newEmail);
});

test('change the password: the session goes on, the new password works', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(failedCall(400));
  const user = await seedUser();
  await signInAs(page, user);
  await page.goto('/security');
  await expect(page.getByRole('heading', { name: 'Modifier le mot de passe' })).toBeVisible();
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(page.getByText('Le mot de passe actuel est requis')).toBeVisible();
  await expect(page.getByText('Le nouveau mot de passe est requis')).toBeVisible();
  await page.getByLabel('Mot de passe actuel').fill('pas-le-bon-mot-de-passe');
  await page.getByLabel(label('Nouveau mot de passe')).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmez le nouveau mot de passe').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(page.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();
  await page.getByLabel('Mot de passe actuel').fill(user.password);
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Votre mot de passe a été modifié avec succès !' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toBeVisible();
  const login = await page.request.post('/api/accounts/login/', { data: { email: user.email, password: NEW_PASSWORD } });
  expect(login.status()).toBe(200);
  await waitForMail(user.email, 'Votre mot de passe a été modifié');
});

test('what a visitor types into the contact form before its code has loaded is kept, and sent', async ({ page }) => {
  const subject = `Avant le code ${Date.now()}`;
  // The page is the prerendered HTML: neither the app's entry nor the page's code has run.
  const release = await holdChunks(page, /\/assets\/(index|contact-page)-[\w-]+\.js$/);
  await page.goto('/contact', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered');
  await page.getByLabel('Adresse e-mail').fill('pressee@example.ch');
  await page.getByLabel('Message').fill('Écrit avant que la page ne soit prête.');
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  // The app's fields hold what was typed, and the focus is where the visitor left it.
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('pressee@example.ch');
  await expect(page.getByLabel('Message')).toHaveValue('Écrit avant que la page ne soit prête.');
  await expect(page.getByLabel('Message')).toBeFocused();
  await page.getByLabel(label('Nom')).fill('Zoé Pressée');
  await page.getByLabel('Sujet').fill(subject);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Votre message a été envoyé avec succès !' })).toBeVisible();
  const mail = await waitForMail(E2E_CONTACT_TO, subject);
  expect(mail.replyTo?.value[0]?.address).toBe('pressee@example.ch');
  expect(mail.text).toContain('Écrit avant que la page ne soit prête.');
});

test('send a contact message as a visitor, and find the form prefilled when signed in', async ({ page }) => {
  const subject = `Question ${Date.now()}`;
  await page.goto('/contact');
  await page.getByLabel('Adresse e-mail').fill('visiteur@example.ch');
  await page.getByLabel(label('Nom')).fill('Marco Bianchi');
  await page.getByLabel('Sujet').fill(subject);
  await page.getByLabel('Message').fill('Bonjour,\nle modèle Genève existe-t-il en allemand ?');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Votre message a été envoyé avec succès !' })).toBeVisible();
  const mail = await waitForMail(E2E_CONTACT_TO, subject);
  expect(mail.replyTo?.value[0]?.address).toBe('visiteur@example.ch');
  expect(mail.text).toContain('le modèle Genève existe-t-il en allemand ?');

  const user = await seedUser({ firstName: 'Aline', lastName: 'Jaquet' });
  await signInAs(page, user);
  await page.goto('/contact');
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(user.email);
  await expect(page.getByLabel(label('Nom'))).toHaveValue('Aline Jaquet');
});

test('a protected page sends a visitor to the login, then back to it', async ({ page }) => {
  const user = await seedUser();
  await page.goto('/security');
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Adresse e-mail').fill(user.email);
  await dialog.getByLabel(label('Mot de passe')).fill(user.password);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByRole('heading', { name: 'Modifier le mot de passe' })).toBeVisible();
});

test('the verify and reset pages send a signed-in user to the CV list', async ({ page }) => {
  await signInAs(page, await seedUser());
  await page.goto('/auth/reset-password?uid=abc&token=0123456789abcdef');
  await expect(page).toHaveURL(/\/mes_cvs$/);
  await page.goto('/auth/verify-email?key=un-lien-quelconque');
  await expect(page).toHaveURL(/\/mes_cvs$/);
});
