import { useId } from 'react';
import { CV_LIMITS } from '../../../../domain/cv/cv-schema';
import { cx } from '../../../ui/cx';
import { Switch, TextInput } from '../fields/inputs';
import { languageScale, skillScale } from '../fields/level-scale';
import { LevelSlider } from '../fields/level-slider';
import { RichTextField } from '../fields/rich-text-field';
import { DATE_HINT, dateError } from '../model/date-text';
import type { ItemFieldsProps } from './list-section';

/** Spec section 9: default rows of the rich-text fields. */
const ROWS = { experience: 4, education: 4, accreditation: 3 } as const;

function DateFields({
  start,
  end,
  onStart,
  onEnd,
  endHint,
}: {
  start: string;
  end: string;
  onStart: (v: string) => void;
  onEnd: (v: string) => void;
  endHint?: string;
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <TextInput
        label="Début"
        maxLength={CV_LIMITS.date}
        value={start}
        onValue={onStart}
        placeholder={DATE_HINT}
        hint={DATE_HINT}
        error={dateError(start)}
        inputMode="text"
        autoComplete="off"
      />
      <TextInput
        label="Fin"
        maxLength={CV_LIMITS.date}
        value={end}
        onValue={onEnd}
        placeholder={DATE_HINT}
        hint={endHint ?? DATE_HINT}
        error={dateError(end)}
        autoComplete="off"
      />
    </div>
  );
}

export function ExperienceFields({ item, onPatch }: ItemFieldsProps<'professional_experiences'>) {
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput
          label="Poste"
          value={item.title}
          onValue={(title) => onPatch({ title })}
          placeholder="Ex.&nbsp;: Comptable"
          autoComplete="organization-title"
        />
        <TextInput
          label="Entreprise"
          value={item.company}
          onValue={(company) => onPatch({ company })}
          placeholder="Ex.&nbsp;: Nestlé SA"
          autoComplete="organization"
        />
      </div>
      <TextInput label="Lieu" value={item.location} onValue={(location) => onPatch({ location })} placeholder="Ex.&nbsp;: Vevey" />
      <DateFields
        start={item.startDate}
        end={item.endDate}
        onStart={(startDate) => onPatch({ startDate })}
        onEnd={(endDate) => onPatch({ endDate })}
        endHint="MM/AAAA — vide si en cours"
      />
      <RichTextField
        label="Description"
        rows={ROWS.experience}
        value={item.description}
        onChange={(description) => onPatch({ description })}
        placeholder="Vos missions et vos résultats, en quelques puces…"
      />
    </div>
  );
}

export function EducationFields({ item, onPatch }: ItemFieldsProps<'education'>) {
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput label="Diplôme" value={item.degree} onValue={(degree) => onPatch({ degree })} placeholder="Ex.&nbsp;: CFC d’employé de commerce" />
        <TextInput label="Établissement" value={item.institution} onValue={(institution) => onPatch({ institution })} placeholder="Ex.&nbsp;: HEIG-VD" />
      </div>
      <TextInput label="Ville" value={item.city} onValue={(city) => onPatch({ city })} placeholder="Ex.&nbsp;: Yverdon-les-Bains" />
      <DateFields start={item.startDate} end={item.endDate} onStart={(startDate) => onPatch({ startDate })} onEnd={(endDate) => onPatch({ endDate })} />
      <RichTextField label="Description" rows={ROWS.education} value={item.description} onChange={(description) => onPatch({ description })} />
    </div>
  );
}

function SkillTypeChoice({ value, onChange }: { value: 'hard' | 'soft'; onChange: (type: 'hard' | 'soft') => void }) {
  const name = useId();
  const choices = [
    { value: 'hard', label: 'Technique' },
    { value: 'soft', label: 'Personnelle' },
  ] as const;
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink-700">Type de compétence</legend>
      <div className="inline-flex w-fit rounded-lg bg-ink-100 p-0.5">
        {choices.map((c) => (
          <label
            key={c.value}
            className={cx(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              value === c.value ? 'bg-white text-ink-900 shadow-xs' : 'text-ink-600 hover:text-ink-900',
            )}
          >
            <input type="radio" name={name} value={c.value} checked={value === c.value} onChange={() => onChange(c.value)} className="sr-only" />
            {c.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SkillFields({ item, onPatch }: ItemFieldsProps<'skills'>) {
  return (
    <div className="flex flex-col gap-3">
      <TextInput label="Compétence" value={item.name} onValue={(name) => onPatch({ name })} placeholder="Ex.&nbsp;: SAP S/4HANA" />
      <div className="grid items-end gap-4 sm:grid-cols-[auto_1fr]">
        <SkillTypeChoice value={item.type} onChange={(type) => onPatch({ type })} />
        <LevelSlider scale={skillScale} label="Niveau" value={item.level} onValue={(level) => onPatch({ level })} />
      </div>
      <Switch checked={item.showLevel} onChange={(showLevel) => onPatch({ showLevel })} label="Afficher le niveau sur le CV" className="w-fit" />
    </div>
  );
}

export function LanguageFields({ item, onPatch }: ItemFieldsProps<'languages'>) {
  return (
    <div className="flex flex-col gap-3">
      <TextInput label="Langue" value={item.name} onValue={(name) => onPatch({ name })} placeholder="Ex.&nbsp;: Allemand" />
      <LevelSlider scale={languageScale} label="Niveau" value={item.level} onValue={(level) => onPatch({ level })} />
      <Switch checked={item.showLevel} onChange={(showLevel) => onPatch({ showLevel })} label="Afficher le niveau sur le CV" className="w-fit" />
    </div>
  );
}

export function AccreditationFields({ item, onPatch }: ItemFieldsProps<'accreditations'>) {
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput label="Certification" value={item.name} onValue={(name) => onPatch({ name })} placeholder="Ex.&nbsp;: Brevet fédéral de comptable" />
        <TextInput label="Organisme" value={item.organization} onValue={(organization) => onPatch({ organization })} placeholder="Ex.&nbsp;: veb.ch" />
      </div>
      <TextInput
        label="Date"
        maxLength={CV_LIMITS.date}
        value={item.date}
        onValue={(date) => onPatch({ date })}
        placeholder={DATE_HINT}
        hint={DATE_HINT}
        error={dateError(item.date)}
        containerClassName="sm:max-w-[50%]"
      />
      <RichTextField label="Description" rows={ROWS.accreditation} value={item.description} onChange={(description) => onPatch({ description })} />
    </div>
  );
}

export function ReferenceFields({ item, onPatch }: ItemFieldsProps<'references'>) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextInput label="Nom" value={item.name} onValue={(name) => onPatch({ name })} placeholder="Ex.&nbsp;: Sophie Keller" autoComplete="off" />
      <TextInput label="Poste" value={item.jobTitle} onValue={(jobTitle) => onPatch({ jobTitle })} placeholder="Ex.&nbsp;: Responsable RH" />
      <TextInput label="Entreprise" value={item.company} onValue={(company) => onPatch({ company })} containerClassName="sm:col-span-2" />
      <TextInput label="E-mail (facultatif)" type="email" value={item.email} onValue={(email) => onPatch({ email })} autoComplete="off" />
      <TextInput label="Téléphone (facultatif)" type="tel" value={item.phone} onValue={(phone) => onPatch({ phone })} placeholder="+41 …" autoComplete="off" />
    </div>
  );
}
