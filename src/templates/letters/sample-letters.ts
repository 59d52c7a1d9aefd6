import type { CvLanguage } from '../../domain/cv/cv-language.js';
import type { LetterDocumentInput } from '../../domain/letter/letter-schema.js';

/** Realistic letters in the four languages, for tests, screenshots and the sample renders. */
export const sampleLetters: Record<CvLanguage, LetterDocumentInput> = {
  fr: {
    title: 'Lettre Migros Lausanne',
    letter_language: 'fr',
    sender: { firstName: 'Zoé', lastName: 'Favre', street: 'Avenue de la Gare 12', postalCode: '1003', city: 'Lausanne', phone: '+41 79 123 45 67', email: 'zoe.favre@example.ch' },
    recipient: { company: 'Coopérative Migros Vaud', person: 'Madame Claire Rochat', street: 'Chemin du Chêne 5', postalCode: '1020', city: 'Renens' },
    place: 'Lausanne',
    date: '2026-11-23',
    subject: 'Candidature au poste de responsable logistique',
    body: '<p>Votre annonce parue sur jobup.ch a retenu toute mon attention : la logistique d’un réseau de magasins est le métier que j’exerce depuis huit ans.</p><p>Chez Coop, j’ai conduit une équipe de douze personnes et réduit de 15 % les délais de livraison. Mon CFC de logisticienne et mon brevet fédéral me permettent de reprendre rapidement vos processus.</p><p>Rejoindre Migros, c’est pour moi mettre cette expérience au service d’une entreprise proche de ses clients. Je me réjouis de vous présenter ma motivation lors d’un entretien.</p>',
    annexes: ['Curriculum vitae', 'Certificats de travail', 'Diplômes'],
  },
  de: {
    title: 'Bewerbung SBB',
    letter_language: 'de',
    sender: { firstName: 'Jonas', lastName: 'Meier', street: 'Langstrasse 8', postalCode: '8004', city: 'Zürich', phone: '+41 78 555 12 34', email: 'jonas.meier@example.ch' },
    recipient: { company: 'SBB AG', person: 'Frau Anna Keller', street: 'Hilfikerstrasse 1', postalCode: '3000', city: 'Bern 65' },
    place: 'Zürich',
    date: '2026-11-23',
    subject: 'Bewerbung als Projektleiter Rollmaterial',
    body: '<p>mit grossem Interesse habe ich Ihre Ausschreibung gelesen. Seit sechs Jahren leite ich Projekte im Unterhalt von Schienenfahrzeugen bei der Stadler Rail AG.</p><p>Ich freue mich auf ein persönliches Gespräch. Mit freundlichen Grüßen aus der Straße nebenan.</p>',
    annexes: ['Lebenslauf', 'Arbeitszeugnisse'],
  },
  it: {
    title: 'Candidatura Lugano',
    letter_language: 'it',
    sender: { firstName: 'Giulia', lastName: 'Bernasconi', street: 'Via Nassa 3', postalCode: '6900', city: 'Lugano', phone: '+41 76 444 55 66', email: 'giulia.bernasconi@example.ch' },
    recipient: { company: 'Banca dello Stato del Cantone Ticino', person: 'Signor Marco Rossi', street: 'Viale H. Guisan 5', postalCode: '6500', city: 'Bellinzona' },
    place: 'Lugano',
    date: '2026-11-23',
    subject: 'Candidatura per il posto di consulente alla clientela',
    body: '<p>con grande interesse ho letto il vostro annuncio. Da cinque anni lavoro come consulente presso una banca regionale.</p><p>Sarei lieta di presentarvi la mia motivazione in un colloquio.</p>',
    annexes: ['Curriculum vitae', 'Certificati di lavoro'],
  },
  en: {
    title: 'Letter Geneva',
    letter_language: 'en',
    sender: { firstName: 'Sam', lastName: 'Taylor', street: 'Rue du Rhône 20', postalCode: '1204', city: 'Geneva', phone: '+41 22 555 01 02', email: 'sam.taylor@example.ch' },
    recipient: { company: 'World Trade Services SA', person: 'Ms Laura Dupont', street: 'Route de Meyrin 40', postalCode: '1217', city: 'Meyrin' },
    place: 'Geneva',
    date: '2026-11-23',
    subject: 'Application for the position of Data Analyst',
    body: '<p>I am writing to apply for the Data Analyst position advertised on your website.</p><p>I would welcome the opportunity to discuss my application with you.</p>',
    annexes: ['Curriculum vitae', 'References'],
  },
};
