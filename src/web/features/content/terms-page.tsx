import { Link } from 'react-router';
import { useSiteInfo } from '../../lib/site-info';
import { routes } from '../../paths';
import { offerFacts as o } from './legal-facts';
import { LegalPage, type LegalArticle } from './legal-page';
import { usePublicPage } from './use-public-page';

export function TermsPage() {
  usePublicPage('/conditions-generales');
  const site = useSiteInfo();
  const email = <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>;

  const articles: LegalArticle[] = [
    {
      id: 'objet',
      title: 'Objet et exploitant',
      body: (
        <>
          <p>
            Les présentes conditions générales («&nbsp;CG&nbsp;») régissent l’utilisation du service en ligne CV Suisse (le «&nbsp;Service&nbsp;») et les
            abonnements qui y donnent accès. Le Service est exploité par {site.name}, {site.address} («&nbsp;nous&nbsp;»). Vous pouvez nous joindre à l’adresse{' '}
            {email} ou au moyen du <Link to={routes.contact}>formulaire de contact</Link>.
          </p>
          <p>
            En créant un compte ou en souscrivant un abonnement, vous acceptez les CG en vigueur à cette date. Elles s’appliquent aux personnes qui utilisent le
            Service depuis la Suisse comme depuis un État de l’Union européenne.
          </p>
        </>
      ),
    },
    {
      id: 'service',
      title: 'Le Service',
      body: (
        <>
          <p>
            CV Suisse permet de rédiger des curriculum vitae à partir de modèles, d’en voir un aperçu en direct, de les enregistrer dans un compte et de les
            télécharger au format PDF.
          </p>
          <p>
            <strong>L’utilisation du Service nécessite un abonnement et le téléchargement des CV est payant.</strong> Sans abonnement, vous pouvez découvrir
            l’éditeur et préparer un brouillon, conservé uniquement dans votre navigateur&nbsp;; l’enregistrement dans un compte et le téléchargement en PDF
            sont réservés aux abonnés. L’abonnement donne accès à la création illimitée de CV, à tous les modèles et à un nombre illimité de rubriques.
          </p>
        </>
      ),
    },
    {
      id: 'compte',
      title: 'Compte utilisateur',
      body: (
        <>
          <p>
            Vous créez votre compte avec une adresse e-mail et un mot de passe, ou au moyen d’un compte Google, LinkedIn ou Apple. Vous vous engagez à fournir
            des informations exactes et à garder vos identifiants confidentiels. Toute utilisation de votre compte est réputée faite par vous, sauf si vous nous
            avez signalé un usage abusif.
          </p>
          <p>
            Le Service est réservé aux personnes capables de contracter&nbsp;; une personne mineure doit disposer de l’accord de son représentant légal. Nous
            pouvons suspendre un compte utilisé de manière contraire aux CG ou à la loi.
          </p>
        </>
      ),
    },
    {
      id: 'abonnements-prix',
      title: 'Abonnements et prix',
      body: (
        <>
          <p>Trois formules d’abonnement sont proposées&nbsp;:</p>
          <ul>
            <li>
              <strong>Mensuel</strong>&nbsp;: {o.monthlyPrice} par mois&nbsp;;
            </li>
            <li>
              <strong>Trimestriel</strong>&nbsp;: {o.quarterlyPrice} par trimestre&nbsp;;
            </li>
            <li>
              <strong>Annuel</strong>&nbsp;: {o.annualPrice} par an.
            </li>
          </ul>
          <p>
            Les prix sont indiqués en euros, toutes taxes comprises le cas échéant. Le prix applicable est celui affiché au moment de la souscription.
            L’abonnement se renouvelle automatiquement pour une période de même durée, au prix en vigueur, jusqu’à sa résiliation.
          </p>
        </>
      ),
    },
    {
      id: 'essai',
      title: 'Période d’essai',
      body: (
        <>
          <p>
            Une période d’essai de {o.trialDays} jours est proposée pour {o.trialPrice}, une seule fois par personne. Elle donne accès à l’ensemble du Service.
          </p>
          <p>
            <strong>À la fin de la période d’essai, celle-ci se convertit automatiquement en abonnement mensuel à {o.monthlyPrice} par mois</strong>, sauf si
            vous l’avez résiliée avant son terme. La date de fin de l’essai est affichée dans votre compte.
          </p>
          <p>
            Le moyen de paiement enregistré lors de la souscription de l’essai est celui qui sera débité lors de la conversion&nbsp;:{' '}
            <strong>il ne peut pas être modifié entre l’essai et la conversion</strong>.
          </p>
        </>
      ),
    },
    {
      id: 'paiement',
      title: 'Paiement',
      body: (
        <>
          <p>
            Le paiement s’effectue par carte bancaire, par prélèvement SEPA ou par PayPal, par l’intermédiaire de notre prestataire de paiement Stripe. Nous
            n’avons jamais accès à vos données de carte complètes.
          </p>
          <p>
            Le montant de chaque période est prélevé au début de celle-ci. En souscrivant, vous nous autorisez à débiter le moyen de paiement enregistré à
            chaque renouvellement, jusqu’à la résiliation de l’abonnement.
          </p>
        </>
      ),
    },
    {
      id: 'defaut-paiement',
      title: 'Défaut de paiement',
      body: (
        <p>
          Si un paiement échoue, nous vous en informons et tentons à nouveau le prélèvement. Vous disposez d’un délai de grâce de{' '}
          <strong>{o.paymentGraceDays} jours</strong> pour régulariser la situation, par exemple en mettant à jour votre moyen de paiement. Passé ce délai,
          l’abonnement est résilié et l’accès aux fonctions payantes suspendu&nbsp;; vos CV restent enregistrés dans votre compte.
        </p>
      ),
    },
    {
      id: 'resiliation',
      title: 'Durée et résiliation',
      body: (
        <>
          <p>
            Vous pouvez résilier votre abonnement ou votre période d’essai à tout moment depuis la page Abonnement de votre compte, sans frais ni préavis.{' '}
            <strong>La résiliation prend effet à la fin de la période de facturation en cours</strong>&nbsp;: vous conservez l’accès jusqu’à cette date et aucun
            nouveau prélèvement n’est effectué.
          </p>
          <p>
            Nous pouvons résilier un abonnement en cas de violation grave des CG, avec effet immédiat&nbsp;; dans les autres cas, moyennant un préavis de{' '}
            {o.changeNoticeDays} jours avant la fin de la période en cours.
          </p>
        </>
      ),
    },
    {
      id: 'retractation',
      title: 'Droit de rétractation et remboursements',
      body: (
        <>
          <p>
            Si vous êtes un consommateur résidant dans l’Union européenne, vous bénéficiez en principe d’un droit de rétractation de {o.withdrawalDays} jours.
            Le Service étant accessible dès la souscription, <strong>ce droit de rétractation ne s’applique plus une fois le service exécuté</strong>&nbsp;: en
            commençant à l’utiliser avant la fin de ce délai, vous demandez expressément son exécution immédiate et reconnaissez perdre votre droit de
            rétractation. Le droit suisse ne prévoit pas de droit de rétractation général pour les contrats conclus en ligne.
          </p>
          <p>
            <strong>Les montants payés ne sont pas remboursés</strong>, y compris en cas de résiliation en cours de période, sous réserve des dispositions
            impératives du droit applicable.
          </p>
        </>
      ),
    },
    {
      id: 'contenus-donnees',
      title: 'Contenus, propriété intellectuelle et données personnelles',
      body: (
        <>
          <p>
            Vous restez seul titulaire des contenus que vous saisissez (textes, photo) et seul responsable de leur exactitude. Vous nous autorisez à les
            héberger et à les traiter dans la seule mesure nécessaire au fonctionnement du Service. Les modèles, textes, logiciels et marques du Service nous
            appartiennent&nbsp;; les CV que vous téléchargez sont à votre libre usage pour vos candidatures.
          </p>
          <p>
            Nous traitons vos données personnelles conformément à la loi fédérale sur la protection des données (nLPD) et au règlement général sur la protection
            des données (RGPD), comme décrit dans notre <Link to={routes.privacy}>politique de confidentialité</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'responsabilite',
      title: 'Disponibilité et responsabilité',
      body: (
        <>
          <p>
            Nous mettons tout en œuvre pour que le Service soit disponible en permanence, sans pouvoir le garantir&nbsp;: des interruptions sont possibles pour
            la maintenance ou en cas de panne. Nos conseils et modèles vous aident à présenter votre candidature, mais nous ne pouvons garantir l’obtention d’un
            entretien ou d’un emploi.
          </p>
          <p>
            Dans les limites permises par la loi, notre responsabilité est exclue pour les dommages indirects et limitée, pour les autres dommages, au montant
            payé pour les douze derniers mois d’abonnement. Cette limitation ne s’applique pas en cas de dol ou de faute grave.
          </p>
        </>
      ),
    },
    {
      id: 'modifications-droit',
      title: 'Modifications, droit applicable et for',
      body: (
        <>
          <p>
            Nous pouvons modifier les CG ou les prix. Toute modification vous est annoncée par e-mail{' '}
            <strong>au moins {o.changeNoticeDays} jours à l’avance</strong>&nbsp;; elle s’applique à la période suivante. Si vous la refusez, vous pouvez
            résilier votre abonnement avant son entrée en vigueur.
          </p>
          <p>
            Les CG sont soumises au droit suisse, à l’exclusion des règles sur les conflits de lois et de la Convention des Nations unies sur la vente
            internationale de marchandises. Le for est au siège de {site.name}. Si vous êtes un consommateur, vous conservez la protection des dispositions
            impératives du droit de votre pays de résidence et pouvez agir devant les tribunaux de votre domicile, conformément à la loi.
          </p>
          <p>Pour toute question ou réclamation, écrivez-nous d’abord à {email}&nbsp;: nous chercherons une solution amiable.</p>
        </>
      ),
    },
  ];

  return (
    <LegalPage
      title="Conditions générales"
      numbering="article"
      intro={<p>Conditions générales d’utilisation et de vente du service CV Suisse, applicables à tous les comptes et abonnements.</p>}
      articles={articles}
    />
  );
}
