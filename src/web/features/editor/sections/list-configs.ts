import { Award, BookUser, Briefcase, GraduationCap, Languages, Sparkles } from 'lucide-react';
import { languageScale, skillScale } from '../fields/level-scale';
import type { ListSectionId } from '../model/blank-items';
import { AccreditationFields, EducationFields, ExperienceFields, LanguageFields, ReferenceFields, SkillFields } from './item-fields';
import type { ListSectionConfig } from './list-section';

const dates = (start: string, end: string) => (start || end ? `${start || '…'} – ${end || 'aujourd’hui'}` : undefined);
const join = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' · ');

export const listSectionConfigs: { [K in ListSectionId]: ListSectionConfig<K> } = {
  professional_experiences: {
    section: 'professional_experiences',
    icon: Briefcase,
    addLabel: 'Ajouter une expérience',
    noun: () => 'l’expérience',
    placeholderTitle: 'Nouvelle expérience',
    emptyText: 'Aucune expérience pour l’instant.',
    summary: (i) => ({ title: join(i.title, i.company), subtitle: dates(i.startDate, i.endDate) }),
    Fields: ExperienceFields,
  },
  education: {
    section: 'education',
    icon: GraduationCap,
    addLabel: 'Ajouter une formation',
    noun: () => 'la formation',
    placeholderTitle: 'Nouvelle formation',
    emptyText: 'Aucune formation pour l’instant.',
    summary: (i) => ({ title: join(i.degree, i.institution), subtitle: dates(i.startDate, i.endDate) }),
    Fields: EducationFields,
  },
  skills: {
    section: 'skills',
    icon: Sparkles,
    addLabel: 'Ajouter une compétence',
    noun: () => 'la compétence',
    placeholderTitle: 'Nouvelle compétence',
    emptyText: 'Aucune compétence pour l’instant.',
    summary: (i) => ({
      title: i.name.trim(),
      subtitle: join(i.type === 'soft' ? 'Personnelle' : 'Technique', i.level == null ? '' : skillScale.labelOf(i.level)),
    }),
    Fields: SkillFields,
  },
  languages: {
    section: 'languages',
    icon: Languages,
    addLabel: 'Ajouter une langue',
    noun: () => 'la langue',
    placeholderTitle: 'Nouvelle langue',
    emptyText: 'Aucune langue pour l’instant.',
    summary: (i) => ({ title: i.name.trim(), subtitle: i.level == null ? undefined : languageScale.labelOf(i.level) }),
    Fields: LanguageFields,
  },
  accreditations: {
    section: 'accreditations',
    icon: Award,
    addLabel: 'Ajouter une certification',
    noun: () => 'la certification',
    placeholderTitle: 'Nouvelle certification',
    emptyText: 'Aucune certification pour l’instant.',
    summary: (i) => ({ title: join(i.name, i.organization), subtitle: i.date || undefined }),
    Fields: AccreditationFields,
  },
  references: {
    section: 'references',
    icon: BookUser,
    addLabel: 'Ajouter une référence',
    noun: () => 'la référence',
    placeholderTitle: 'Nouvelle référence',
    emptyText: 'Aucune référence pour l’instant. En Suisse, «\u00a0Références sur demande\u00a0» est aussi d’usage.',
    summary: (i) => ({ title: i.name.trim(), subtitle: join(i.jobTitle, i.company) || undefined }),
    Fields: ReferenceFields,
  },
};
