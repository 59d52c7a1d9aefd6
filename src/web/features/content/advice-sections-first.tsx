import { ArticleSection, Callout, Example } from './article-blocks';
import { DiplomaTable, GradeTable } from './equivalence-tables';

/** Sections 1 to 5 of the advice article: header, hook, length, experience, education. */
export function AdviceFirstSections() {
  return (
    <>
      <ArticleSection id="en-tete" number={1} title="L’en-tête&nbsp;: vos coordonnées et votre photo">
        <p>
          L’en-tête est la première chose que lit le recruteur&nbsp;: il doit lui permettre de savoir en quelques secondes qui vous êtes, quel poste vous visez
          et comment vous joindre. Placez-y votre prénom et votre nom, le titre du poste recherché, votre adresse complète, un numéro de téléphone avec
          l’indicatif international (+41 pour la Suisse, +33 pour la France) et une adresse e-mail sobre, idéalement composée de votre prénom et de votre nom.
        </p>
        <p>En Suisse, le CV contient traditionnellement quelques informations personnelles que l’on n’indique plus dans d’autres pays&nbsp;:</p>
        <ul>
          <li>
            <strong>La photo</strong>&nbsp;: elle reste très courante. Choisissez une photo récente et professionnelle, sur un fond neutre, avec une tenue
            adaptée au poste. Évitez les photos de vacances ou recadrées.
          </li>
          <li>
            <strong>L’âge ou la date de naissance</strong> et <strong>la nationalité</strong>&nbsp;: fréquemment indiqués, ils restent facultatifs.
          </li>
          <li>
            <strong>Le permis de travail</strong>&nbsp;: si vous n’êtes pas de nationalité suisse, précisez votre autorisation (permis B, C, G pour les
            frontaliers, L) ou indiquez que vous êtes ressortissant de l’UE/AELE. C’est souvent la première question que se pose l’employeur.
          </li>
          <li>
            <strong>Le permis de conduire</strong>&nbsp;: à mentionner s’il est utile pour le poste (vente itinérante, technique, soins à domicile).
          </li>
        </ul>
        <p>
          Ajoutez le lien vers votre profil LinkedIn s’il est à jour et cohérent avec votre CV. En revanche, inutile d’écrire «&nbsp;Curriculum vitae&nbsp;» en
          titre&nbsp;: votre nom suffit.
        </p>
      </ArticleSection>

      <ArticleSection id="accroche" number={2} title="La phrase d’accroche">
        <p>
          Juste sous l’en-tête, un court paragraphe de <strong>4 à 6 lignes</strong> résume votre profil. C’est souvent le seul texte lu en entier&nbsp;: il
          doit donner envie de découvrir la suite. Répondez à trois questions&nbsp;: qui êtes-vous professionnellement, qu’apportez-vous de particulier, et que
          recherchez-vous&nbsp;?
        </p>
        <Example label="Exemple d’accroche">
          Comptable avec 6 ans d’expérience en fiduciaire, spécialisée dans la clôture des comptes de PME et la TVA suisse. J’ai réduit de moitié les délais de
          bouclement mensuel grâce à l’automatisation des rapprochements. Bilingue français-allemand, je souhaite rejoindre une entreprise industrielle de la
          région lémanique pour développer le contrôle de gestion.
        </Example>
        <p>
          Adaptez l’accroche à chaque offre en reprenant le vocabulaire de l’annonce, bannissez les formules creuses («&nbsp;dynamique et motivé&nbsp;») et
          préférez un fait concret ou un résultat chiffré.
        </p>
      </ArticleSection>

      <ArticleSection id="longueur" number={3} title="La longueur idéale du CV">
        <p>
          Un recruteur consacre en moyenne <strong>25 à 45 secondes</strong> à une première lecture. Votre CV doit donc aller à l’essentiel, et sa longueur
          dépend de votre expérience&nbsp;:
        </p>
        <ul>
          <li>
            <strong>1 page</strong> avec moins de 5 ans d’expérience&nbsp;: formation, premiers emplois, stages et apprentissage tiennent sans peine sur une
            page.
          </li>
          <li>
            <strong>2 pages</strong> entre 5 et 10 ans d’expérience&nbsp;: détaillez vos postes récents et résumez les plus anciens.
          </li>
          <li>
            <strong>2 à 3 pages</strong> au-delà de 10 ans d’expérience&nbsp;: pas davantage, même pour un parcours riche.
          </li>
        </ul>
        <Callout title="Le dossier de candidature suisse">
          <p>
            En Suisse, le CV voyage rarement seul&nbsp;: on y joint une lettre de motivation, les copies des diplômes et les certificats de travail de vos
            anciens employeurs. Inutile de tout raconter dans le CV, ces documents complètent votre parcours.
          </p>
        </Callout>
      </ArticleSection>

      <ArticleSection id="experience" number={4} title="L’expérience professionnelle">
        <p>
          Présentez vos postes du plus récent au plus ancien. Pour chacun, indiquez l’intitulé exact du poste, le nom de l’entreprise, le lieu (ville et canton
          ou pays) et les dates au format mois/année, par exemple 03/2021 – 08/2024.
        </p>
        <p>
          Décrivez ensuite en 3 à 5 points vos responsabilités et surtout vos réalisations. Commencez chaque point par un verbe d’action et chiffrez dès que
          possible&nbsp;: taille de l’équipe, budget géré, nombre de clients, gains obtenus.
        </p>
        <Example label="Plutôt que «&nbsp;responsable des ventes&nbsp;», écrivez">
          Développé un portefeuille de 45 clients B2B en Suisse romande, avec une hausse du chiffre d’affaires de 18 % en deux ans.
        </Example>
        <p>
          Les recruteurs suisses lisent les parcours avec attention&nbsp;: une période sans emploi n’est pas un problème si elle est expliquée en une ligne
          (formation, voyage, projet familial, recherche d’emploi). Pensez aussi à mentionner vos stages, votre apprentissage et, le cas échéant, vos
          responsabilités au service militaire ou civil.
        </p>
        <Callout kind="info" title="Bon à savoir&nbsp;: le certificat de travail">
          <p>
            En Suisse, chaque employeur doit remettre un certificat de travail à la fin des rapports de travail, et à tout moment sur demande (art. 330a du Code
            des obligations). Les recruteurs les lisent attentivement&nbsp;: gardez-les précieusement et joignez-les à votre dossier.
          </p>
        </Callout>
      </ArticleSection>

      <ArticleSection id="formation" number={5} title="La formation">
        <p>
          Listez vos diplômes du plus récent au plus ancien, avec l’intitulé officiel, l’établissement, la ville et l’année d’obtention. Avec de l’expérience,
          quelques lignes suffisent&nbsp;; en début de carrière, la formation passe avant l’expérience et peut mentionner un travail de diplôme, une
          spécialisation ou une note finale remarquable.
        </p>
        <p>
          Si vous avez étudié hors de Suisse, gardez l’intitulé d’origine et ajoutez un repère compréhensible par un recruteur suisse, par exemple
          «&nbsp;Licence en économie (bac +3), équivalent d’un bachelor&nbsp;». À l’inverse, pour une candidature en France, explicitez vos diplômes suisses. Le
          système suisse valorise fortement la formation professionnelle&nbsp;: un CFC suivi d’un brevet fédéral est un parcours très respecté.
        </p>
        <DiplomaTable />
        <h3>Les notes</h3>
        <p>
          En Suisse, les notes vont de 1 à 6&nbsp;: 6 est la meilleure note et 4 la note suffisante. N’indiquez une note que si elle est bonne, et précisez
          toujours l’échelle pour éviter toute confusion.
        </p>
        <GradeTable />
      </ArticleSection>
    </>
  );
}
