import type { SectionKind, SectionView } from '../cv-view.js';

/** Sidebar designs: the listed kinds go to the sidebar, the rest to the main column, each in CV order. */
export function splitSections(sections: SectionView[], sideKinds: readonly SectionKind[]) {
  return {
    side: sections.filter((s) => sideKinds.includes(s.kind)),
    main: sections.filter((s) => !sideKinds.includes(s.kind)),
  };
}
