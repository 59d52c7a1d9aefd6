import { ArticleSection, Callout, Example } from './article-blocks';
import { CefrTable } from './equivalence-tables';

const NBSP = '\u00a0';

/** Languages used at work in Switzerland (Federal Statistical Office, 2020; several answers possible). */
const languagesAtWork = [
  { language: 'Suisse allemand', share: 63 },
  { language: 'Français', share: 28 },
  { language: 'Anglais', share: 21 },
  { language: 'Italien', share: 8 },
];

/** Sections 6 to 9 of the advice article: skills, languages, references, extra sections. */
export function AdviceSecondSections() {
  return (
    <>
      <ArticleSection id="competences" number={6} title="Les compétences">
        <p>
          Distinguez les <strong>compétences techniques</strong> (logiciels, méthodes, normes, machines, outils de votre métier) des{' '}
          <strong>compétences personnelles</strong> (organisation, sens du service, leadership). Retenez-en six à dix, directement liées au poste visé, plutôt
          qu’une longue liste que personne ne lira.
        </p>
        <p>
          Soyez précis&nbsp;: «&nbsp;SAP FI/CO&nbsp;», «&nbsp;Excel (tableaux croisés, Power Query)&nbsp;» ou «&nbsp;normes ISO 9001&nbsp;» parlent davantage
          que «&nbsp;maîtrise de l’informatique&nbsp;». Pour les compétences personnelles, l’idéal est de les illustrer dans vos expériences&nbsp;: un recruteur
          croit plus volontiers un résultat qu’un adjectif.
        </p>
        <p>
          Les systèmes de tri automatique utilisés par certaines grandes entreprises recherchent les mots-clés de l’annonce&nbsp;: reprenez les termes exacts
          quand ils correspondent réellement à votre profil.
        </p>
      </ArticleSection>

      <ArticleSection id="langues" number={7} title="Les langues">
        <p>
          Dans un pays qui compte quatre langues nationales, les langues sont souvent décisives. Selon l’enquête 2020 de l’Office fédéral de la statistique
          (OFS), voici les langues utilisées régulièrement au travail en Suisse&nbsp;:
        </p>
        <figure className="my-6 rounded-xl border border-ink-200 bg-white p-5">
          <figcaption className="font-semibold text-ink-900">Langues utilisées au travail en Suisse</figcaption>
          <ul className="mt-4 space-y-3">
            {languagesAtWork.map((item) => (
              <li key={item.language}>
                <div className="flex justify-between text-[15px]">
                  <span className="font-medium text-ink-800">{item.language}</span>
                  <span className="font-semibold text-ink-900 tabular-nums">
                    {item.share}
                    {NBSP}%
                  </span>
                </div>
                <div className="mt-1 h-2.5 rounded-full bg-ink-100" aria-hidden="true">
                  <div className="h-full rounded-full bg-brand-600" style={{ width: `${item.share}%` }} />
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-ink-500">
            Source&nbsp;: Office fédéral de la statistique (OFS), enquête 2020. Plusieurs réponses possibles&nbsp;: le total dépasse 100{NBSP}%.
          </p>
        </figure>
        <p>
          Indiquez chaque langue avec son niveau selon le <strong>cadre européen commun de référence (CECR)</strong>, de A1 à C2&nbsp;: c’est l’échelle que les
          employeurs suisses connaissent et comparent. Mentionnez vos certificats (DELF, DALF, Goethe-Zertifikat, Cambridge, CILS) et vos séjours linguistiques.
          Soyez honnête&nbsp;: un entretien peut se dérouler en partie dans la langue annoncée.
        </p>
        <CefrTable />
        <Callout title="Le suisse allemand">
          <p>
            Pour un poste en Suisse alémanique, précisez si vous comprenez le suisse allemand en plus de l’allemand standard, par exemple «&nbsp;Allemand C1,
            compréhension du suisse allemand&nbsp;». C’est un vrai plus au quotidien.
          </p>
        </Callout>
      </ArticleSection>

      <ArticleSection id="references" number={8} title="Les références">
        <p>
          Les références sont une particularité du CV suisse&nbsp;: les recruteurs les contactent réellement, généralement en fin de processus. Indiquez deux ou
          trois personnes qui vous ont vu travailler, idéalement d’anciens supérieurs hiérarchiques, avec leur nom, leur fonction, leur entreprise, leur
          téléphone et leur e-mail.
        </p>
        <Example label="Exemple de référence">
          Mme Claire Dubois, responsable administrative, Fiduciaire du Léman SA, +41 22 000 00 00, claire.dubois@exemple.ch
        </Example>
        <p>
          Demandez toujours l’accord de vos références avant de les citer et prévenez-les lorsque vous postulez. Si vous êtes encore en poste et souhaitez
          rester discret, écrivez simplement «&nbsp;Références sur demande&nbsp;».
        </p>
      </ArticleSection>

      <ArticleSection id="rubriques-complementaires" number={9} title="Les rubriques complémentaires">
        <p>Quelques rubriques supplémentaires peuvent faire la différence, à condition de rester courtes et pertinentes&nbsp;:</p>
        <ul>
          <li>
            <strong>Certifications et formations continues</strong>&nbsp;: indispensables dans de nombreux métiers (finance, informatique, santé), avec
            l’organisme et l’année.
          </li>
          <li>
            <strong>Engagement associatif et bénévolat</strong>&nbsp;: très apprécié en Suisse, il montre votre implication et vos responsabilités hors du
            travail.
          </li>
          <li>
            <strong>Service militaire ou civil</strong>&nbsp;: utile à mentionner si vous y avez exercé des responsabilités (chef de groupe, officier).
          </li>
          <li>
            <strong>Centres d’intérêt</strong>&nbsp;: deux ou trois activités concrètes et authentiques («&nbsp;course à pied, semi- marathon de
            Lausanne&nbsp;») plutôt qu’une liste générique.
          </li>
        </ul>
        <p>
          Enfin, relisez-vous et faites relire votre CV&nbsp;: une faute d’orthographe peut suffire à écarter une candidature. Enregistrez-le en PDF avec un nom
          de fichier explicite, par exemple «&nbsp;CV-Marie-Dupont.pdf&nbsp;».
        </p>
      </ArticleSection>
    </>
  );
}
