import { Link } from 'react-router';
import { useSiteInfo } from '../../lib/site-info';
import type { localKeys, sessionKeys } from '../../lib/storage-keys';
import { routes } from '../../paths';
import { retentionText as r } from '../../../domain/privacy/retention';
import { PRIVACY_VERSION_DATE, privacyFacts as p } from './legal-facts';
import { LegalPage, type LegalArticle } from './legal-page';
import { ResponsiveTable } from './responsive-table';
import { usePublicPage } from './use-public-page';

const purposes = [
  {
    purpose: 'Créer et gérer votre compte, vous connecter',
    data: 'Identité, e-mail, mot de passe haché, données de connexion Google, LinkedIn ou Apple',
    basis: 'Exécution du contrat (art. 6, al. 1, let. b RGPD)',
  },
  {
    purpose: 'Rédiger, enregistrer, afficher et générer vos CV en PDF',
    data: 'Contenu des CV, photo',
    basis: 'Exécution du contrat',
  },
  {
    purpose: 'Gérer l’abonnement, l’essai et les paiements',
    data: 'Formule, statut, dates, historique des paiements',
    basis: 'Exécution du contrat\u00a0; obligations comptables (art. 6, al. 1, let. c RGPD)',
  },
  {
    purpose: 'Répondre à vos messages et demandes',
    data: 'Nom, e-mail, contenu du message',
    basis: 'Exécution du contrat ou intérêt légitime à vous répondre',
  },
  {
    purpose: 'Envoyer les e-mails du service (vérification, mot de passe, abonnement)',
    data: 'E-mail, prénom',
    basis: 'Exécution du contrat',
  },
  {
    purpose: 'Assurer la sécurité et prévenir les abus',
    data: 'Adresse IP, journaux techniques',
    basis: 'Intérêt légitime (art. 6, al. 1, let. f RGPD)',
  },
];

const processors = [
  {
    who: 'Stripe (Stripe Payments Europe Ltd. et Stripe, Inc.)',
    role: 'Paiement par carte, SEPA et PayPal\u00a0; prévention de la fraude',
    where: 'Irlande, États-Unis',
  },
  {
    who: 'Hébergeur de l’application et de la base de données',
    role: 'Hébergement du service, de vos comptes et de vos CV',
    where: 'Suisse ou Espace économique européen',
  },
  {
    who: 'Prestataire d’envoi d’e-mails',
    role: 'Acheminement des e-mails du service',
    where: 'Suisse ou Espace économique européen',
  },
  {
    who: 'Google, LinkedIn, Apple (si vous les utilisez pour vous connecter)',
    role: 'Authentification\u00a0; ces sociétés agissent comme responsables de leur propre traitement',
    where: 'Irlande, États-Unis',
  },
];

const localStorageUses: Record<(typeof localKeys)[keyof typeof localKeys], string> = {
  token: 'Jeton d’accès de votre session, pour rester connecté.',
  refreshToken: 'Jeton qui renouvelle votre session sans vous redemander votre mot de passe.',
  tempCvData: 'Brouillon du CV commencé sans compte, conservé jusqu’à son enregistrement dans votre compte.',
  oauth_return_url: 'Page où revenir après une connexion avec Google, LinkedIn ou Apple.',
  download_redirect_url: 'Page de l’éditeur où revenir pour télécharger votre CV.',
  pendingDownloadRedirect: 'Indique qu’un téléchargement attend votre connexion.',
  showDownloadNotification: 'Affiche le message vous invitant à choisir une offre pour télécharger.',
  shouldOpenDownloadModal: 'Rouvre la fenêtre de téléchargement après votre connexion.',
};

const sessionStorageUses: Record<(typeof sessionKeys)[keyof typeof sessionKeys], string> = {
  redirectAfterLogin: 'Page où revenir après la connexion.',
  redirectType: 'Raison de ce retour (par exemple un téléchargement).',
  currentPlanType: 'Formule d’abonnement choisie pendant le paiement.',
  isDirect: 'Indique si vous souscrivez directement ou avec la période d’essai.',
  paypalProcessed: 'Évite de traiter deux fois un retour de PayPal.',
};

export function PrivacyPage() {
  usePublicPage('/politique-confidentialite');
  const site = useSiteInfo();
  const email = <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>;

  const articles: LegalArticle[] = [
    {
      id: 'responsable',
      title: 'Responsable du traitement et contact',
      body: (
        <p>
          Le responsable du traitement de vos données est {site.name}, {site.address}. Pour toute question relative à vos données ou pour exercer vos droits,
          écrivez-nous à {email}.
        </p>
      ),
    },
    {
      id: 'donnees',
      title: 'Données que nous traitons',
      body: (
        <>
          <ul>
            <li>
              <strong>Compte</strong>&nbsp;: nom, prénom, adresse e-mail, mot de passe (enregistré uniquement sous forme hachée, irréversible)&nbsp;; si vous
              vous connectez avec Google, LinkedIn ou Apple, l’identifiant, le nom et l’e-mail transmis par ce service.
            </li>
            <li>
              <strong>Profil</strong>, si vous le complétez&nbsp;: téléphone, adresse, code postal, ville, pays.
            </li>
            <li>
              <strong>Contenu de vos CV</strong>&nbsp;: tout ce que vous y saisissez (coordonnées, expériences, formation, compétences, langues, références,
              etc.) et <strong>votre photo</strong>. Ne saisissez dans votre CV que ce que vous souhaitez communiquer à un employeur, et n’y indiquez les
              coordonnées de vos références qu’avec leur accord.
            </li>
            <li>
              <strong>Abonnement et paiements</strong>&nbsp;: formule, statut, dates de l’essai et des périodes, historique des paiements. Les données de carte
              ou de compte sont traitées par Stripe&nbsp;; nous n’en recevons qu’une référence.
            </li>
            <li>
              <strong>Messages</strong> que vous nous envoyez par le formulaire de contact ou par e-mail.
            </li>
            <li>
              <strong>Données techniques</strong>&nbsp;: adresse IP, type de navigateur, date et heure des requêtes, enregistrées dans des journaux de sécurité.
            </li>
          </ul>
          <p>
            Un brouillon de CV commencé sans compte reste dans votre navigateur&nbsp;: il ne nous est transmis que lorsque vous l’enregistrez dans un compte.
          </p>
        </>
      ),
    },
    {
      id: 'finalites',
      title: 'Finalités et bases légales',
      body: (
        <>
          <p>
            Nous traitons vos données uniquement pour les finalités suivantes. Les bases légales indiquées sont celles du RGPD&nbsp;; en Suisse, le traitement
            respecte les principes de la nLPD (licéité, bonne foi, proportionnalité, finalité).
          </p>
          <ResponsiveTable
            caption="Pourquoi nous traitons vos données"
            columns={[
              { key: 'purpose', header: 'Finalité' },
              { key: 'data', header: 'Données' },
              { key: 'basis', header: 'Base légale' },
            ]}
            rows={purposes}
          />
          <p>Nous ne vendons pas vos données, ne les utilisons pas à des fins publicitaires et ne prenons aucune décision automatisée vous concernant.</p>
        </>
      ),
    },
    {
      id: 'sous-traitants',
      title: 'Sous-traitants et destinataires',
      body: (
        <>
          <p>
            Nous faisons appel à des prestataires qui traitent des données pour notre compte, sur nos instructions et sous contrat de protection des données.
            Seul le personnel qui en a besoin pour vous servir accède à vos données.
          </p>
          <ResponsiveTable
            caption="Nos prestataires"
            columns={[
              { key: 'who', header: 'Prestataire' },
              { key: 'role', header: 'Rôle' },
              { key: 'where', header: 'Pays' },
            ]}
            rows={processors}
          />
        </>
      ),
    },
    {
      id: 'transferts',
      title: 'Transferts à l’étranger',
      body: (
        <p>
          Vos données peuvent être traitées en Suisse, dans l’Espace économique européen (notamment en Irlande) et aux États-Unis. Les États de l’EEE offrent un
          niveau de protection reconnu comme adéquat par le Conseil fédéral. Pour les États-Unis, les transferts reposent sur la certification des destinataires
          au Data Privacy Framework (Swiss-U.S. et EU-U.S.) ou, à défaut, sur les clauses contractuelles types de la Commission européenne, reconnues par le
          Préposé fédéral à la protection des données et à la transparence.
        </p>
      ),
    },
    {
      id: 'conservation',
      title: 'Durée de conservation',
      body: (
        <>
          <p>Nous appliquons ces durées automatiquement, chaque heure&nbsp;:</p>
          <ul>
            <li>
              <strong>Compte et contenus</strong>&nbsp;: votre profil, vos CV (avec leurs versions et leurs photos), vos lettres, vos documents et vos
              candidatures sont conservés tant que vous utilisez votre compte. Un compte sans aucune activité (connexion, utilisation de l’application ou
              abonnement en cours) pendant <strong>{r.inactiveAccount}</strong> est supprimé avec tout ce qu’il contient. Nous vous prévenons par e-mail{' '}
              <strong>{r.inactivityWarning}</strong> avant&nbsp;: une seule connexion suffit pour le garder.
            </li>
            <li>
              <strong>Corbeille</strong>&nbsp;: un CV supprimé reste <strong>{r.bin}</strong> dans la corbeille, puis il est effacé définitivement avec sa photo
              et son historique.
            </li>
            <li>
              <strong>Suppression de votre compte</strong>&nbsp;: depuis «&nbsp;Mes informations personnelles&nbsp;», à tout moment. Tout est effacé aussitôt (y
              compris vos messages envoyés par le formulaire de contact et vos e-mails en attente), votre abonnement est résilié, et un dernier e-mail vous le
              confirme.
            </li>
            <li>
              <strong>Pièces comptables</strong>&nbsp;: celles de vos paiements (date, montant, description, référence de la facture) sont conservées{' '}
              <strong>{r.accounting}</strong>, comme l’exige l’obligation légale de tenue des livres (art. 958f du Code des obligations), à part et sans votre
              nom, votre adresse e-mail ni aucun contenu de votre compte. Stripe conserve les factures elles-mêmes sous la même obligation.
            </li>
            <li>
              <strong>Messages</strong>&nbsp;: ceux envoyés par le formulaire de contact sont effacés <strong>{r.inactiveAccount}</strong> après leur envoi.
            </li>
            <li>
              <strong>Journaux techniques</strong>&nbsp;: le journal d’envoi des e-mails, les notifications de notre prestataire de paiement et les journaux du
              serveur (adresse IP, requêtes) sont effacés au plus tard après <strong>{r.logs}</strong>.
            </li>
            <li>
              <strong>Copies de vos données</strong>&nbsp;: une archive préparée par «&nbsp;Télécharger mes données&nbsp;» peut être téléchargée pendant{' '}
              <strong>{r.export}</strong>, puis elle est effacée.
            </li>
          </ul>
          <p>
            Les sauvegardes de la base de données suivent leur propre cycle de rotation&nbsp;: une donnée effacée en disparaît au fil de leur renouvellement.
          </p>
        </>
      ),
    },
    {
      id: 'droits',
      title: 'Vos droits',
      body: (
        <>
          <p>
            Vous pouvez à tout moment demander l’accès à vos données, leur rectification, leur effacement, la limitation du traitement, vous opposer à un
            traitement fondé sur notre intérêt légitime, et recevoir vos données dans un format structuré (portabilité). Vous pouvez aussi corriger la plupart
            de vos données directement dans votre compte, et, depuis «&nbsp;Mes informations personnelles&nbsp;»,{' '}
            <strong>télécharger toutes vos données</strong> (un fichier ZIP avec un sommaire lisible) ou <strong>supprimer votre compte</strong>, sans nous
            écrire.
          </p>
          <p>
            Écrivez-nous à {email}. Nous répondons <strong>dans un délai d’un mois</strong>&nbsp;; ce délai peut être prolongé jusqu’à{' '}
            <strong>{p.rightsExtendedMonths} mois</strong> pour une demande complexe, auquel cas nous vous en informons dans le premier mois. Nous pouvons vous
            demander de justifier de votre identité.
          </p>
        </>
      ),
    },
    {
      id: 'reclamation',
      title: 'Réclamation auprès d’une autorité',
      body: (
        <p>
          Si vous estimez que le traitement de vos données ne respecte pas la loi, vous pouvez déposer une réclamation en Suisse auprès du Préposé fédéral à la
          protection des données et à la transparence (PFPDT / FDPIC), Feldeggweg 1, 3003 Berne,{' '}
          <a href="https://www.edoeb.admin.ch" target="_blank" rel="noopener noreferrer">
            www.edoeb.admin.ch
          </a>
          , ou, dans l’Union européenne, auprès de l’autorité de contrôle de votre pays de résidence ou de travail (en France, la CNIL). N’hésitez pas à nous
          contacter d’abord&nbsp;: nous ferons le nécessaire.
        </p>
      ),
    },
    {
      id: 'securite',
      title: 'Sécurité',
      body: (
        <p>
          Les échanges avec le service sont chiffrés (HTTPS). Les mots de passe sont enregistrés avec un algorithme de hachage robuste (Argon2) et ne peuvent
          être relus par personne. Les sessions reposent sur des jetons de courte durée, révoqués à la déconnexion et au changement de mot de passe. L’accès aux
          serveurs et aux bases de données est restreint et journalisé, et les données sont sauvegardées régulièrement.
        </p>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies et stockage local',
      body: (
        <>
          <p>
            CV Suisse n’utilise <strong>aucun cookie de suivi, de mesure d’audience ou de publicité</strong>. Pour fonctionner, l’application enregistre
            quelques informations dans le stockage de votre navigateur&nbsp;; elles ne servent qu’au service et ne sont lues par aucun tiers. Sur la page de
            paiement, Stripe peut déposer des cookies nécessaires à la prévention de la fraude.
          </p>
          <h3>Stockage local (localStorage), conservé jusqu’à la déconnexion ou à son utilisation</h3>
          <StorageList uses={localStorageUses} />
          <h3>Stockage de session (sessionStorage), effacé à la fermeture de l’onglet</h3>
          <StorageList uses={sessionStorageUses} />
          <p>
            Vous pouvez effacer ces données à tout moment dans les réglages de votre navigateur&nbsp;; vous serez alors déconnecté et un brouillon non
            enregistré sera perdu.
          </p>
        </>
      ),
    },
    {
      id: 'modifications',
      title: 'Modifications',
      body: (
        <p>
          Nous pouvons adapter cette politique, par exemple lorsque le service évolue ou que la loi change. La version en vigueur est toujours publiée sur cette
          page avec sa date. En cas de changement important, nous vous en informons par e-mail avant son entrée en vigueur. Voir aussi nos{' '}
          <Link to={routes.terms}>conditions générales</Link>.
        </p>
      ),
    },
  ];

  return (
    <LegalPage
      title="Politique de confidentialité"
      numbering="plain"
      versionDate={PRIVACY_VERSION_DATE}
      intro={
        <p>
          Cette politique explique quelles données personnelles nous traitons lorsque vous utilisez CV Suisse, pourquoi, combien de temps, et comment exercer
          vos droits. Elle s’applique selon la loi fédérale suisse sur la protection des données (nLPD) et, pour les personnes dans l’Union européenne, le
          règlement général sur la protection des données (RGPD).
        </p>
      }
      articles={articles}
    />
  );
}

function StorageList({ uses }: { uses: Record<string, string> }) {
  return (
    <dl className="divide-y divide-ink-100 rounded-xl border border-ink-200 text-[15px]">
      {Object.entries(uses).map(([key, use]) => (
        <div key={key} className="gap-4 px-4 py-3 sm:grid sm:grid-cols-[14rem_1fr]">
          <dt>
            <code className="rounded bg-ink-100 px-1.5 py-0.5 font-mono text-[13px] text-ink-900">{key}</code>
          </dt>
          <dd className="mt-1 leading-relaxed text-ink-700 sm:mt-0">{use}</dd>
        </div>
      ))}
    </dl>
  );
}
