import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { accentColorsFor, colorOptions, defaultAccentColors, GRADIENT, templateGradient, templatePalette } from '../../../domain/cv/colours';
import { CV_LANGUAGES, cvLanguageNames, type CvLanguage } from '../../../domain/cv/cv-language';
import { cvTemplates } from '../../../domain/cv/template-catalogue';
import { COUNTRY_CODES, countryName, NEARBY_COUNTRIES } from '../../../domain/letter/countries';
import { letterConventions } from '../../../domain/letter/letter-conventions';
import { letterFormulas } from '../../../domain/letter/letter-salutation';
import { Checkbox } from '../../ui/checkbox';
import type { LetterDocument } from '../../../domain/letter/letter-schema';
import { cx } from '../../ui/cx';
import { TextAreaField, TextField } from '../../ui/text-field';
import { RichTextField } from '../editor';
import { SignatureField } from './signature-field';

export type LetterChange = (update: (letter: LetterDocument) => LetterDocument) => void;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-ink-200/70 bg-white p-4 shadow-xs sm:p-5" aria-label={title}>
      <h2 className="mb-3 text-base font-semibold text-ink-900">{title}</h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">{children}</div>
    </section>
  );
}

const full = 'sm:col-span-2';
const selectClass =
  'block h-11 w-full rounded-lg border border-ink-200 bg-white px-3 text-[15px] text-ink-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none';

/** Every field of the letter, in the order the letter reads. */
export function LetterForm({
  letter,
  onChange,
  letterId,
  signatureUrl,
  onSignatureChange,
}: {
  letter: LetterDocument;
  onChange: LetterChange;
  letterId: string | undefined;
  signatureUrl: string | null;
  onSignatureChange: (url: string | null) => void;
}) {
  const conventions = letterConventions[letter.letter_language];
  // What an empty salutation or closing prints: the contact's name when one is given.
  const formulas = letterFormulas(letter.letter_language, letter.recipient.person);
  const ids = useId();
  const sender = <K extends keyof LetterDocument['sender']>(key: K, value: string) => onChange((l) => ({ ...l, sender: { ...l.sender, [key]: value } }));
  const recipient = <K extends keyof LetterDocument['recipient']>(key: K, value: string) =>
    onChange((l) => ({ ...l, recipient: { ...l.recipient, [key]: value } }));
  const field = <K extends 'place' | 'date' | 'subject' | 'salutation' | 'closing' | 'signature_name'>(key: K, value: string) =>
    onChange((l) => ({ ...l, [key]: value }));

  return (
    <div className="flex flex-col gap-4">
      <Group title="Design et langue">
        <div className="flex flex-col gap-1.5 text-sm font-medium text-ink-700">
          <label htmlFor={`${ids}-template`}>Modèle</label>
          <select
            id={`${ids}-template`}
            className={selectClass}
            value={letter.template_id}
            // A new template brings its own colours, as in the CV editor.
            onChange={(e) =>
              onChange((l) => ({
                ...l,
                template_id: Number(e.target.value) as LetterDocument['template_id'],
                accent_colors: defaultAccentColors(Number(e.target.value)),
              }))
            }
          >
            {cvTemplates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5 text-sm font-medium text-ink-700">
          <label htmlFor={`${ids}-language`}>Langue de la lettre</label>
          <select
            id={`${ids}-language`}
            className={selectClass}
            value={letter.letter_language}
            onChange={(e) => onChange((l) => ({ ...l, letter_language: e.target.value as CvLanguage }))}
          >
            {CV_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {cvLanguageNames[code]}
              </option>
            ))}
          </select>
        </div>
        <div className={full}>
          <AccentSwatches letter={letter} onChange={onChange} />
        </div>
      </Group>

      <Group title="Expéditeur">
        <TextField label="Prénom" value={letter.sender.firstName} onChange={(e) => sender('firstName', e.target.value)} autoComplete="given-name" />
        <TextField label="Nom" value={letter.sender.lastName} onChange={(e) => sender('lastName', e.target.value)} autoComplete="family-name" />
        <TextField
          label="Rue et numéro"
          value={letter.sender.street}
          onChange={(e) => sender('street', e.target.value)}
          containerClassName={full}
          autoComplete="street-address"
        />
        <TextField
          label="NPA"
          value={letter.sender.postalCode}
          onChange={(e) => sender('postalCode', e.target.value)}
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <TextField label="Localité" value={letter.sender.city} onChange={(e) => sender('city', e.target.value)} autoComplete="address-level2" />
        <TextField label="Téléphone" value={letter.sender.phone} onChange={(e) => sender('phone', e.target.value)} type="tel" autoComplete="tel" />
        <TextField label="E-mail" value={letter.sender.email} onChange={(e) => sender('email', e.target.value)} type="email" autoComplete="email" />
      </Group>

      <Group title="Destinataire">
        <TextField label="Entreprise" value={letter.recipient.company} onChange={(e) => recipient('company', e.target.value)} containerClassName={full} />
        <TextField
          label="Service ou département"
          value={letter.recipient.department}
          onChange={(e) => recipient('department', e.target.value)}
          containerClassName={full}
          placeholder="Ressources humaines"
        />
        <TextField
          label="Personne de contact"
          value={letter.recipient.person}
          onChange={(e) => recipient('person', e.target.value)}
          containerClassName={full}
          placeholder="Madame Claire Rochat"
          hint="Commencez par Madame ou Monsieur&nbsp;: la formule d’appel s’adressera à cette personne."
        />
        <TextField label="Rue et numéro" value={letter.recipient.street} onChange={(e) => recipient('street', e.target.value)} />
        <TextField
          label="Case postale"
          value={letter.recipient.poBox}
          onChange={(e) => recipient('poBox', e.target.value)}
          placeholder="Case postale 120"
          hint="Remplace la rue dans l’adresse."
        />
        <TextField label="NPA du destinataire" value={letter.recipient.postalCode} onChange={(e) => recipient('postalCode', e.target.value)} />
        <TextField label="Localité du destinataire" value={letter.recipient.city} onChange={(e) => recipient('city', e.target.value)} />
        <div className={cx('flex flex-col gap-1.5 text-sm font-medium text-ink-700', full)}>
          <label htmlFor={`${ids}-country`}>Pays du destinataire</label>
          <select
            id={`${ids}-country`}
            className={selectClass}
            value={letter.recipient.country}
            onChange={(e) => recipient('country', e.target.value)}
            aria-describedby={`${ids}-country-hint`}
          >
            {countryOptions().map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
          <p id={`${ids}-country-hint`} className="text-xs font-normal text-ink-500">
            Hors de Suisse, le pays s’imprime en dernière ligne, dans la langue de la lettre.
          </p>
        </div>
      </Group>

      <Group title="Lieu, date et objet">
        <TextField label="Lieu" value={letter.place} onChange={(e) => field('place', e.target.value)} placeholder={letter.sender.city || 'Lausanne'} />
        <TextField
          label="Date"
          type="date"
          value={letter.date}
          onChange={(e) => field('date', e.target.value)}
          hint="Vide&nbsp;: la date du jour de l’impression."
        />
        <TextField
          label="Objet"
          value={letter.subject}
          onChange={(e) => field('subject', e.target.value)}
          containerClassName={full}
          placeholder="Candidature au poste de…"
        />
      </Group>

      <Group title="Lettre">
        <TextField
          label="Formule d’appel"
          value={letter.salutation}
          onChange={(e) => field('salutation', e.target.value)}
          containerClassName={full}
          placeholder={formulas.salutation}
          hint="Vide&nbsp;: la formule d’usage de la langue choisie, au nom de la personne de contact."
        />
        <div className={full}>
          <RichTextField
            label="Texte de la lettre"
            value={letter.body}
            onChange={(html) => onChange((l) => ({ ...l, body: html }))}
            placeholder="Vous, moi, nous&nbsp;: trois ou quatre paragraphes courts."
            rows={10}
          />
        </div>
        <TextField
          label="Formule de politesse"
          value={letter.closing}
          onChange={(e) => field('closing', e.target.value)}
          containerClassName={full}
          placeholder={formulas.closing}
        />
        <TextField
          label="Nom sous la signature"
          value={letter.signature_name}
          onChange={(e) => field('signature_name', e.target.value)}
          containerClassName={full}
          placeholder={[letter.sender.firstName, letter.sender.lastName].join(' ').trim()}
        />
        <div className={full}>
          <SignatureField letterId={letterId} signatureUrl={signatureUrl} onChange={onSignatureChange} />
        </div>
        <TextAreaField
          label={`${conventions.annexesLabel} (une par ligne)`}
          value={letter.annexes.join('\n')}
          onChange={(e) => onChange((l) => ({ ...l, annexes: e.target.value.split('\n').slice(0, 15) }))}
          containerClassName={full}
          rows={3}
        />
        <div className={full}>
          <Checkbox
            label={
              <>
                <span className="font-medium text-ink-900">Ajuster sur une page</span>
                <span className="block text-ink-600">
                  Si la lettre dépasse d’un peu une page, les espacements et, au besoin, la taille du texte sont resserrés (jamais sous 9&nbsp;points).
                </span>
              </>
            }
            checked={letter.fit_one_page}
            onChange={(e) => onChange((l) => ({ ...l, fit_one_page: e.target.checked }))}
          />
        </div>
      </Group>
    </div>
  );
}

/** The template's six colours and the spec's options, as the CV editor offers them. */
function AccentSwatches({ letter, onChange }: { letter: LetterDocument; onChange: LetterChange }) {
  const gradient = templateGradient(letter.template_id);
  const swatches = [
    ...templatePalette(letter.template_id).map((value, i) => ({ value, label: `Teinte ${i + 1} du modèle` })),
    ...colorOptions.map((o) => ({ value: o.value, label: o.label })),
  ];
  const current = letter.accent_colors.primary.toLowerCase();
  return (
    <div role="radiogroup" aria-label="Couleur d’accent" className="flex flex-wrap items-center gap-1.5">
      {swatches.map((swatch, index) => {
        const selected = swatch.value.toLowerCase() === current;
        return (
          <button
            key={`${swatch.value}-${index}`}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={swatch.label}
            title={swatch.label}
            onClick={() => onChange((l) => ({ ...l, accent_colors: accentColorsFor(l.template_id, swatch.value) }))}
            className={cx(
              'grid size-7 shrink-0 place-items-center rounded-full ring-offset-2',
              selected ? 'ring-2 ring-ink-900' : 'ring-1 ring-ink-900/15 hover:ring-ink-900/40',
              index === 6 && 'ml-2',
            )}
            style={{ background: swatch.value === GRADIENT ? `linear-gradient(135deg, ${gradient[0]}, ${gradient[1]})` : swatch.value }}
          >
            {selected && <Check className="size-3.5 text-white mix-blend-difference" aria-hidden="true" strokeWidth={3} />}
          </button>
        );
      })}
    </div>
  );
}

/** Switzerland and its neighbours first, then every country by its French name. */
let countries: Array<{ code: string; name: string }> | undefined;
function countryOptions(): Array<{ code: string; name: string }> {
  if (!countries) {
    const collator = new Intl.Collator('fr');
    const nearby = NEARBY_COUNTRIES.map((code) => ({ code, name: countryName(code, 'fr') }));
    const rest = COUNTRY_CODES.filter((code) => !(NEARBY_COUNTRIES as readonly string[]).includes(code))
      .map((code) => ({ code, name: countryName(code, 'fr') }))
      .sort((a, b) => collator.compare(a.name, b.name));
    countries = [...nearby, ...rest];
  }
  return countries;
}
