import { UserRound } from 'lucide-react';
import { CV_LANGUAGES, cvLanguageNames, type CvLanguage } from '../../../../domain/cv/cv-language';
import type { PersonalInfo } from '../../../../domain/cv/cv-schema';
import { JOB_TITLE_SECTION_ID } from '../../../../domain/cv/sections';
import { parseWorkPermit, workPermitOptions } from '../../../../domain/cv/work-permits';
import { defaultSectionTitles } from '../../../../domain/cv/cv-language';
import { SelectField, Switch, TextInput } from '../fields/inputs';
import { isSectionHidden, setCvLanguage, setPersonalField, setSectionHidden } from '../model/cv-updates';
import { PhotoField } from '../photo/photo-field';
import { useCvSelector, useEditorStore } from '../state/editor-store';
import { SectionFrame } from './section-frame';

/** How each CV language calls itself, next to its French name. */
const ENDONYMS: Record<CvLanguage, string> = { fr: 'Français', de: 'Deutsch', it: 'Italiano', en: 'English' };
const languageOptions = CV_LANGUAGES.map((l) => ({ value: l, label: l === 'fr' ? ENDONYMS.fr : `${cvLanguageNames[l]} (${ENDONYMS[l]})` }));

function Field({
  field,
  label,
  ...rest
}: { field: Exclude<keyof PersonalInfo, 'photo_base64'>; label: string } & Omit<Parameters<typeof TextInput>[0], 'value' | 'onValue' | 'label'>) {
  const store = useEditorStore();
  const value = useCvSelector((cv) => cv.personal_info[field]);
  return <TextInput label={label} value={value} onValue={(v) => store.change((cv) => setPersonalField(cv, field, v))} {...rest} />;
}

function WorkPermitField() {
  const store = useEditorStore();
  const value = useCvSelector((cv) => cv.personal_info.workPermit);
  const known = parseWorkPermit(value);
  // A permit typed as free text elsewhere stays selectable as it was written.
  const options = value && !known ? [...workPermitOptions, { value, label: value }] : workPermitOptions;
  return (
    <SelectField
      label="Permis de travail"
      value={known ?? value}
      onValue={(v) => store.change((cv) => setPersonalField(cv, 'workPermit', v))}
      options={options}
      placeholder="Non précisé"
    />
  );
}

function CvLanguageField() {
  const store = useEditorStore();
  const language = useCvSelector((cv) => cv.cv_language);
  return (
    <SelectField
      label="Langue du CV"
      value={language}
      onValue={(v) => store.change((cv) => setCvLanguage(cv, v as CvLanguage))}
      options={languageOptions}
      hint="Les intitulés du CV (sections, permis, niveaux) suivent cette langue."
    />
  );
}

function JobTitleField() {
  const store = useEditorStore();
  const hidden = useCvSelector((cv) => isSectionHidden(cv, JOB_TITLE_SECTION_ID));
  return (
    <div className="flex flex-col gap-2">
      <Field field="jobTitle" label="Titre du poste recherché" placeholder="Ex.&nbsp;: Responsable comptable" autoComplete="organization-title" />
      <Switch
        checked={!hidden}
        onChange={(shown) => store.change((cv) => setSectionHidden(cv, JOB_TITLE_SECTION_ID, !shown))}
        label="Afficher le titre du poste sur le CV"
        className="w-fit"
      />
    </div>
  );
}

export function PersonalInfoSection() {
  const title = defaultSectionTitles.personal_info;
  return (
    <SectionFrame id="personal_info" name={title} icon={UserRound} heading={<h2 className="truncate font-semibold text-ink-900">{title}</h2>}>
      <div className="flex flex-col gap-4">
        <PhotoField />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field field="firstName" label="Prénom" autoComplete="given-name" />
          <Field field="lastName" label="Nom" autoComplete="family-name" />
        </div>
        <JobTitleField />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field field="email" label="E-mail" type="email" autoComplete="email" placeholder="prenom.nom@exemple.ch" />
          <Field field="phone" label="Téléphone" type="tel" autoComplete="tel" placeholder="+41 79 123 45 67" hint="Avec l’indicatif du pays" />
        </div>
        <div className="grid gap-3 sm:grid-cols-[8rem_1fr_1fr]">
          <Field field="postalCode" label="NPA" autoComplete="postal-code" inputMode="numeric" placeholder="1003" />
          <Field field="city" label="Ville" autoComplete="address-level2" placeholder="Lausanne" />
          <Field field="country" label="Pays" autoComplete="country-name" placeholder="Suisse" />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field field="age" label="Âge" inputMode="numeric" placeholder="Ex.&nbsp;: 34" />
          <Field field="nationality" label="Nationalité" placeholder="Ex.&nbsp;: Suisse" />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <WorkPermitField />
          <Field field="drivingLicense" label="Permis de conduire (facultatif)" placeholder="Ex.&nbsp;: B" />
        </div>
        <Field field="customField" label="Information complémentaire (facultatif)" placeholder="Ex.&nbsp;: Disponible dès le 1er mars" />
        <CvLanguageField />
      </div>
    </SectionFrame>
  );
}
