import { describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '../../../domain/site-config';
import { RETENTION, retentionText } from '../../../domain/privacy/retention';
import { prerenderPage } from '../../prerender';

/** The text of the privacy page's « Durée de conservation » part, as a visitor reads it. */
async function retentionSection(): Promise<string> {
  const html = await prerenderPage('/politique-confidentialite', defaultSiteConfig);
  const start = html.indexOf('id="conservation"');
  const end = html.indexOf('id="droits"');
  expect(start).toBeGreaterThan(0);
  return html
    .slice(start, end)
    .replace(/<[^>]+>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/&nbsp;|\u00a0/g, '\u00a0')
    .replace(/[ \t\n]+/g, ' ');
}

describe('the privacy page states the retention the code applies', () => {
  it('each duration it gives is one of the constants the retention job reads, and each constant is given', async () => {
    const text = await retentionSection();
    const figures = new Set(text.match(/\d+(?:,\d+)?\u00a0(?:ans?|mois|jours?|heures?)/g));
    expect([...figures].sort()).toEqual(
      [
        ...new Set([
          retentionText.inactiveAccount,
          retentionText.inactivityWarning,
          retentionText.bin,
          retentionText.accounting,
          retentionText.logs,
          retentionText.export,
        ]),
      ].sort(),
    );
    // Pinned: what the constants say today, as the page writes it.
    expect([...figures].sort()).toEqual(['10\u00a0ans', '2,5\u00a0ans', '30\u00a0jours', '7\u00a0jours']);
    expect(RETENTION.inactiveAccountMonths).toBe(30);
    expect(text).toContain('pendant 2,5\u00a0ans est supprimé avec tout ce qu’il contient');
    expect(text).toContain('Nous vous prévenons par e-mail 30\u00a0jours avant');
  });

  it('no figure is written elsewhere on the page with a plain space (a duration typed by hand)', async () => {
    const html = await prerenderPage('/politique-confidentialite', defaultSiteConfig);
    const plain = html.replace(/<[^>]+>/g, ' ').match(/\d+(?:,\d+)? (?:ans?|jours?)\b/g) ?? [];
    expect(plain).toEqual([]);
  });
});
