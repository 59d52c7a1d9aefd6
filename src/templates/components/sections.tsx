import type { AccreditationView, EducationView, ExperienceView, ReferenceView, RichTextView, SectionView, SkillView } from '../cv-view.js';
import { LevelBar, LevelDots, LevelSegments } from './levels.js';

export type LevelStyle = 'dots' | 'bar' | 'segments' | 'text' | 'none';

export interface SectionStyle {
  skills: LevelStyle;
  /** Skills as a list of rows or as chips. */
  skillLayout?: 'rows' | 'chips';
  languages: LevelStyle;
}

export function RichText({ text, className = '' }: { text: RichTextView; className?: string }) {
  return (
    <div
      className={`cv-rich ${className}`.trim()}
      style={text.alignment === 'left' ? undefined : { textAlign: text.alignment }}
      dangerouslySetInnerHTML={{ __html: text.html }}
    />
  );
}

function Sub({ parts }: { parts: string[] }) {
  const present = parts.filter((p) => p !== '');
  if (present.length === 0) return null;
  return (
    <p className="cv-item-sub">
      {present.map((p, i) => (
        <span key={i}>{p}</span>
      ))}
    </p>
  );
}

interface ItemProps {
  title: string;
  sub: string[];
  period: string;
  html: string;
}

/**
 * One dated entry. Its text reads title, employer, place, then the period (what a recruiter's
 * parser expects); CSS sets the period at the right end of the employer line (base-css.ts).
 */
function Item({ title, sub, period, html }: ItemProps) {
  // Without a title, the first detail present (the company, the school) heads the item.
  const [headline, ...details] = [title, ...sub].filter((p) => p !== '');
  return (
    <article className="cv-item">
      {/* Without details, the period stands at the right end of the title's line. */}
      <div className={details.length ? 'cv-item-head' : 'cv-item-head cv-item-head--title-only'}>
        {headline ? <h3 className="cv-item-title">{headline}</h3> : null}
        <Sub parts={details} />
        {period ? <p className="cv-item-date">{period}</p> : null}
      </div>
      {html ? <div className="cv-item-body cv-rich" dangerouslySetInnerHTML={{ __html: html }} /> : null}
    </article>
  );
}

function Level({ level, style }: { level: SkillView['level']; style: LevelStyle }) {
  if (!level || style === 'none') return null;
  if (style === 'dots') return <LevelDots level={level} />;
  if (style === 'bar') return <LevelBar level={level} />;
  if (style === 'segments') return <LevelSegments level={level} />;
  return <span className="cv-level-text">{level.label}</span>;
}

function LeveledList({ items, style, layout, kind }: { items: SkillView[]; style: LevelStyle; layout: 'rows' | 'chips'; kind: string }) {
  // Each skill opens with a « • » of the text layer: a parser that joins wrapped lines and splits
  // at bullets (as it does for the control's list) then reads every skill whole, however it wraps.
  // The mark is bound to its skill by a no-break space; a space after each tag lets a run of tags
  // wrap between tags (without it the run is one long word, broken anywhere).
  const mark = kind === 'skills' ? <span className="cv-mark">{'•\u00a0'}</span> : null;
  // A list where no item shows a level reads best as a run of tags.
  if (style === 'none' || !items.some((item) => item.level)) {
    return (
      <ul className={`cv-tags cv-${kind}`}>
        {items.map((item, i) => (
          <li key={i} className="cv-tag">
            {mark ? (
              <>
                <span>
                  {mark}
                  {item.name}
                </span>{' '}
              </>
            ) : (
              item.name
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={`cv-levels cv-levels--${layout} cv-levels--${style} cv-${kind}`}>
      {items.map((item, i) => (
        <li key={i} className={item.level && (style === 'bar' || style === 'segments') ? 'cv-level-item cv-level-item--gauge' : 'cv-level-item'}>
          <span className="cv-level-name">
            {mark}
            {item.name}
          </span>
          <Level level={item.level} style={style} />
        </li>
      ))}
    </ul>
  );
}

function experiences(items: ExperienceView[]) {
  return items.map((e, i) => <Item key={i} title={e.title} sub={[e.company, e.location]} period={e.period} html={e.html} />);
}

function education(items: EducationView[]) {
  return items.map((e, i) => <Item key={i} title={e.degree} sub={[e.institution, e.city]} period={e.period} html={e.html} />);
}

function accreditations(items: AccreditationView[]) {
  return items.map((a, i) => <Item key={i} title={a.name} sub={[a.organization]} period={a.date} html={a.html} />);
}

function references(items: ReferenceView[]) {
  return (
    <div className="cv-references">
      {items.map((r, i) => (
        <div key={i} className="cv-reference">
          {r.name ? <p className="cv-reference-name">{r.name}</p> : null}
          <Sub parts={[r.jobTitle, r.company]} />
          {r.phone ? <p className="cv-reference-contact">{r.phone}</p> : null}
          {r.email ? <p className="cv-reference-contact">{r.email}</p> : null}
        </div>
      ))}
    </div>
  );
}

function SectionBody({ section, style }: { section: SectionView; style: SectionStyle }) {
  switch (section.kind) {
    case 'summary':
    case 'miscellaneous':
    case 'custom':
      return <RichText text={section.text} />;
    case 'experiences':
      return <div className="cv-items">{experiences(section.items)}</div>;
    case 'education':
      return <div className="cv-items">{education(section.items)}</div>;
    case 'accreditations':
      return <div className="cv-items">{accreditations(section.items)}</div>;
    case 'references':
      return references(section.items);
    case 'languages':
      return <LeveledList items={section.items} style={style.languages} layout="rows" kind="languages" />;
    case 'skills':
      return (
        <>
          {section.groups.map((group, i) => (
            <div key={i} className="cv-group">
              {group.label ? <h3 className="cv-group-title">{group.label}</h3> : null}
              <LeveledList items={group.items} style={style.skills} layout={style.skillLayout ?? 'rows'} kind="skills" />
            </div>
          ))}
        </>
      );
  }
}

/** One section: its title kept with what follows, then its content. */
export function Section({ section, style }: { section: SectionView; style: SectionStyle }) {
  return (
    <section className={`cv-section cv-section--${section.kind}`} data-section={section.id}>
      <h2 className="cv-section-title">{section.title}</h2>
      <SectionBody section={section} style={style} />
    </section>
  );
}

export function Sections({ sections, style }: { sections: SectionView[]; style: SectionStyle }) {
  return (
    <>
      {sections.map((section) => (
        <Section key={section.id} section={section} style={style} />
      ))}
    </>
  );
}
