import { fold } from './headings.js';

/**
 * Words that tell what a line of a CV entry is: an employer (legal forms, kinds of organisation),
 * a school, a degree, a job title; the names of languages. In the four languages of Switzerland's
 * CVs and English. Matched on folded words (no accents, lower case).
 */
const words = (list: string) => new Set(list.split(/\s*,\s*/).map((w) => fold(w)));

const COMPANY_FORMS = words(
  'sa, ag, gmbh, gbr, ggmbh, mbh, sarl, sàrl, sas, sasu, eurl, snc, ltd, llc, inc, corp, co, plc, spa, s.p.a, srl, s.r.l, sagl, kg, ohg, ug, ev, e.v, bv, nv, ab, oy, as, asa, se, kgaa, lp, llp, pty, group, groupe, gruppe, gruppo, holding, foundation, fondation, stiftung, fondazione',
);
const ORGANISATION_WORDS = words(
  'bundeswehr, armee, armée, army, esercito, zivildienst, service civil, servizio civile, bank, banque, banca, company, compagnie, firma, firme, entreprise, unternehmen, azienda, societe, gesellschaft, societa, agency, agence, agentur, agenzia, consulting, conseil, beratung, services, solutions, systems, technologies, technology, software, labs, lab, studio, studios, partners, associates, industries, international, hospital, hopital, spital, klinik, clinique, ospedale, clinic, ministry, ministere, ministerium, ministero, administration, verwaltung, amministrazione, commune, gemeinde, comune, canton, kanton, cantone, etat, state, city, ville, stadt, citta, office, bureau, amt, ufficio, association, verein, associazione, club, federation, verband, museum, musee, museo, restaurant, hotel, hôtel, cafe, shop, store, magasin, laden, negozio, centre, center, zentrum, centro, institute, institut, istituto, laboratory, laboratoire, labor, laboratorio, organization, organisation, organizzazione, cooperative, genossenschaft, cooperativa, migros, coop, swisscom, post, sbb, cff, ubs, credit, nestle, novartis, roche, google, microsoft, amazon, apple, ibm, sap, deloitte, kpmg, pwc, ey, accenture, mckinsey, bcg, cern, epfl, ethz, unige, unil, unibe, uzh, eth, hes-so, heig-vd, hevs',
);
const SCHOOL_WORDS = words(
  'universite, université, universitat, universität, universita, università, university, uni, hochschule, fachhochschule, ecole, école, élémentaire, schule, scuola, school, college, collège, lycee, lycée, liceo, gymnasium, gymnase, kantonsschule, berufsschule, berufsfachschule, gewerbeschule, handelsschule, realschule, gesamtschule, hauptschule, grundschule, primarschule, sekundarschule, oberstufe, mittelschule, academy, academie, académie, akademie, accademia, institut, institute, istituto, politecnico, polytechnique, polytechnic, conservatoire, conservatorio, konservatorium, epfl, eth, ethz, hes, hes-so, heig-vd, hevs, hepia, hec, iut, insa, supsi, usi, zhaw, fhnw, bfh, hslu, ost, ffhs, unil, unige, unine, unifr, unibe, uzh, unisg, unibas, ipsa, itecom, cnam, afpa, ifage, cfpt, cpnv, emf, etml, epsic, cpln, gibb, tbz, ksa, bbz, wifi, ihk, campus, seminar, seminaire, seminario, faculte, faculty, fakultat, facolta, department, departement, dipartimento, centre de formation, ausbildungszentrum, bildungszentrum, formation, formazione, kurs, cours, corso, course, bootcamp, online, coursera, udemy, openclassrooms',
);
const DEGREE_WORDS = words(
  'master, masters, bachelor, bachelors, msc, m.sc, bsc, b.sc, ma, ba, m.a, b.a, mba, emba, phd, ph.d, doctorat, doktorat, dottorato, doctorate, dr, doktor, licence, license, licenza, laurea, lizentiat, diplome, diplôme, diplom, diploma, degree, cfc, efz, afp, eba, cap, bep, bts, dut, but, bac, baccalaureat, baccalauréat, abitur, fachabitur, matura, maturita, maturite, maturité, maturity, brevet, bfem, cfee, certificat, zertifikat, certificato, certificate, certification, cas, das, mas, hnd, dipl, lehre, apprentissage, apprendistato, apprenticeship, ausbildung, studium, studio, etudes, studies, fachmann, fachfrau, kaufmann, kauffrau, informatiker, informatikerin, elektroniker, polymechaniker, techniker, ingenieur, ingénieur, ingegnere, engineer, deug, dea, dess, mastere, magistere, hauptschulabschluss, realschulabschluss, mittlere reife, fachhochschulreife, hochschulreife, staatsexamen, meister, meisterprufung, berufsmatura, maturite professionnelle, high school, highschool, ged, associate, postgraduate, graduate, undergraduate, exchange, erasmus, semester, programme, program, programm, specialisation, spécialisation, specialization, major, minor, cursus, formation, weiterbildung, umschulung, kurs, course, corso, stage, tirocinio',
);
const JOB_WORDS = words(
  'kaufmann, kauffrau, aushilfskraft, hilfskraft, fachkraft, minijob, stage, praktikum, volontariat, lehrling, lernende, lernender, werkstudent, werkstudentin, tirocinio, freelance, freelancer, freiberufler, freiberufliche, ingenieur, ingénieur, engineer, leiter, berater, referent, sachbearbeiter, sachbearbeiterin, verkaufer, koordinator, ingegnere, developer, developpeur, développeur, developpeuse, développeuse, entwickler, entwicklerin, sviluppatore, sviluppatrice, programmer, programmeur, programmierer, programmatore, manager, gestionnaire, managerin, director, directeur, directrice, direktor, direttore, direttrice, head, chef, cheffe, leiter, leiterin, responsabile, responsable, lead, leader, teamleiter, coordinator, coordinateur, coordinatrice, koordinator, coordinatore, assistant, assistante, assistent, assistentin, assistente, analyst, analyste, analytiker, analista, consultant, consultante, berater, beraterin, consulente, specialist, spécialiste, specialiste, spezialist, specialista, expert, experte, esperto, officer, agent, agente, employe, employé, employee, mitarbeiter, mitarbeiterin, impiegato, impiegata, collaborateur, collaboratrice, technician, technicien, technicienne, techniker, tecnico, intern, stagiaire, praktikant, praktikantin, stagista, tirocinante, trainee, apprenti, apprentie, lernender, lernende, auszubildender, werkstudent, werkstudentin, student, etudiant, étudiant, studente, researcher, chercheur, chercheuse, forscher, ricercatore, ricercatrice, professor, professeur, professeure, professore, teacher, enseignant, enseignante, lehrer, lehrerin, insegnante, docente, dozent, lecturer, tutor, tuteur, nurse, infirmier, infirmiere, infirmière, pflegefachfrau, pflegefachmann, infermiere, doctor, medecin, médecin, arzt, arztin, medico, accountant, comptable, buchhalter, buchhalterin, contabile, controller, auditor, auditeur, revisor, revisore, sales, vendeur, vendeuse, verkaufer, verkäufer, verkauferin, venditore, commis, cashier, caissier, caissiere, kassierer, kassiererin, cassiere, driver, chauffeur, fahrer, fahrerin, autista, kurierfahrer, coursier, courier, cook, cuisinier, koch, cuoco, waiter, serveur, serveuse, kellner, cameriere, designer, graphiste, grafiker, grafico, architect, architecte, architekt, architetto, administrator, administrateur, administratrice, administrator, amministratore, secretary, secretaire, secrétaire, sekretar, sekretärin, segretario, segretaria, receptionist, receptionniste, empfang, owner, founder, fondateur, fondatrice, grunder, gründer, fondatore, ceo, cto, cfo, coo, cio, partner, associe, associé, president, président, presidente, vice, senior, junior, principal, staff, volunteer, benevole, bénévole, freiwilliger, volontario, freelance, freelancer, independant, indépendant, selbstandig, selbständig, selbststandig, libero, self-employed, operator, operateur, opérateur, bediener, operatore, worker, ouvrier, arbeiter, operaio, mechanic, mecanicien, mécanicien, mechaniker, meccanico, electrician, electricien, électricien, elektriker, elettricista, carpenter, charpentier, menuisier, zimmermann, schreiner, falegname, horloger, uhrmacher, orologiaio, watchmaker, helper, aide, helfer, aiuto, aushilfe, verkaufsaushilfe, logisticien, logistiker, magasinier, lagerist, magazziniere, scientist, scientifique, wissenschaftler, scienziato, physicist, chemist, biologist, biologiste, data, product, project, projet, projekt, progetto, software, web, full-stack, fullstack, frontend, backend, devops, qa, tester, support, helpdesk, consultant, journalist, journaliste, redakteur, giornalista, editor, redacteur, rédacteur, writer, translator, traducteur, ubersetzer, traduttore, interpreter, interprete, guide, coach, trainer, formateur, formatrice, ausbilder, formatore, counselor, conseiller, conseillere, conseillère, employee, attaché, attache, delegue, délégué, representative, rep, ambassador, member, membre, mitglied, membro, fellow, postdoc, doctorant, doctorante, doktorand, doktorandin, dottorando, phd, teaching, research, service civil, zivildienst, civilista',
);

const LANGUAGE_NAMES = words(
  'français, francais, french, französisch, franzosisch, francese, allemand, german, deutsch, tedesco, anglais, english, englisch, inglese, italien, italian, italienisch, italiano, espagnol, spanish, spanisch, spagnolo, español, espanol, portugais, portuguese, portugiesisch, portoghese, português, portugues, romanche, rumantsch, romansh, rätoromanisch, ratoromanisch, romancio, russe, russian, russisch, russo, chinois, chinese, chinesisch, cinese, mandarin, mandarino, japonais, japanese, japanisch, giapponese, arabe, arabic, arabisch, arabo, turc, turkish, türkisch, turkisch, turco, albanais, albanian, albanisch, albanese, serbe, serbian, serbisch, serbo, croate, croatian, kroatisch, croato, bosniaque, bosnian, bosnisch, bosniaco, polonais, polish, polnisch, polacco, néerlandais, neerlandais, dutch, niederländisch, niederlandisch, olandese, suédois, suedois, swedish, schwedisch, svedese, danois, danish, dänisch, danese, norvégien, norwegian, norwegisch, norvegese, finnois, finnish, finnisch, finlandese, grec, greek, griechisch, greco, hongrois, hungarian, ungarisch, ungherese, roumain, romanian, rumänisch, rumeno, bulgare, bulgarian, bulgarisch, bulgaro, tchèque, tcheque, czech, tschechisch, ceco, slovaque, slovak, slowakisch, slovacco, slovène, slovene, slowenisch, sloveno, ukrainien, ukrainian, ukrainisch, ucraino, hébreu, hebreu, hebrew, hebräisch, ebraico, persan, persian, farsi, persisch, persiano, hindi, ourdou, urdu, bengali, tamoul, tamil, coréen, coreen, korean, koreanisch, coreano, vietnamien, vietnamese, vietnamesisch, vietnamita, thaï, thai, indonésien, indonesian, indonesisch, indonesiano, malais, malay, tagalog, swahili, kurde, kurdish, kurdisch, curdo, amharique, amharic, tigrinya, tigrigna, somali, wolof, pulaar, peul, lingala, berbère, berbere, catalan, catalan, katalanisch, catalano, basque, galicien, latin, latein, latino, luxembourgeois, luxembourgish, luxemburgisch, suisse allemand, schweizerdeutsch, swiss german, dialetto, esperanto, langue des signes, gebärdensprache, sign language',
);

const NAME_PARTICLES = new Set([
  'von',
  'van',
  'de',
  'da',
  'di',
  'del',
  'della',
  'dalla',
  'la',
  'le',
  'du',
  'des',
  'zu',
  'zur',
  'ter',
  'ten',
  'den',
  'der',
  'dos',
  'das',
  'do',
  'bin',
  'ben',
  'al',
  'el',
  'mac',
  'st',
  'st.',
  'y',
]);

const tokens = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}.&'-]+/u)
    .map((t) => t.replace(/^[.'-]+|[.'-]+$/g, ''))
    .filter(Boolean);

/** Long words of each set, for German compounds (« Segmentmanager », « Burggymnasium », « Informatikstudium »). */
const suffixes = new Map<Set<string>, string[]>();
const inSet = (token: string, set: Set<string>) => {
  if (set.has(token)) return true;
  let long = suffixes.get(set);
  if (!long) {
    long = [...set].filter((w) => w.length >= 6 && /^\p{L}+$/u.test(w));
    suffixes.set(set, long);
  }
  return token.length >= 8 && long.some((w) => token.endsWith(w));
};
const anyIn = (text: string, set: Set<string>) => tokens(text).some((t) => inSet(t, set));
const countIn = (text: string, set: Set<string>) => tokens(text).filter((t) => inSet(t, set)).length;

/** How much a text reads as an employer (positive) rather than a job title (negative). */
export function employerScore(text: string): number {
  let score = 0;
  score += 3 * countIn(text, COMPANY_FORMS);
  score += 1.5 * countIn(text, ORGANISATION_WORDS);
  score += 1 * countIn(text, SCHOOL_WORDS);
  score -= 2 * countIn(text, JOB_WORDS);
  if (/\.(?:com|ch|de|fr|it|org|net|io)\b/i.test(text)) score += 2;
  if (/^\p{Lu}{2,}(?:\s|$)/u.test(text) && text.length <= 12) score += 0.5;
  return score;
}

/** How much a text reads as a school (positive) rather than a degree (negative). */
export function schoolScore(text: string): number {
  let score = 0;
  score += 2 * countIn(text, SCHOOL_WORDS);
  score += 0.5 * countIn(text, COMPANY_FORMS);
  score -= 2 * countIn(text, DEGREE_WORDS);
  if (/\b(?:of|de|der|di|für|fur)\s+\p{Lu}/u.test(text) && countIn(text, DEGREE_WORDS) === 0) score += 0.5;
  return score;
}

export const isLanguageName = (text: string) => {
  const folded = fold(text)
    .replace(/[^\p{L}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return LANGUAGE_NAMES.has(folded);
};
export const startsWithLanguageName = (text: string) => {
  const first = fold(text)
    .split(/[^\p{L}-]+/u)
    .filter(Boolean);
  return first.length > 0 && (LANGUAGE_NAMES.has(first[0]!) || LANGUAGE_NAMES.has(`${first[0]} ${first[1] ?? ''}`.trim()));
};
export const isNameParticle = (word: string) => NAME_PARTICLES.has(word.toLocaleLowerCase('fr'));
export const hasDegreeWord = (text: string) => anyIn(text, DEGREE_WORDS);
export const hasSchoolWord = (text: string) => anyIn(text, SCHOOL_WORDS);
export const hasJobWord = (text: string) => anyIn(text, JOB_WORDS);
export const hasCompanyForm = (text: string) => anyIn(text, COMPANY_FORMS);
