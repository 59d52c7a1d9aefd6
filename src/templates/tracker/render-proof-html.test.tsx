import { describe, expect, it } from 'vitest';
import { buildProof } from '../../domain/tracker/proof';
import { renderProofHtml } from './render-proof-html';

describe('the proof document', () => {
  it('keeps a hostile name inside the page margins’ CSS string and out of the markup', () => {
    const name = 'Zoé "Müller" \\ </style><script>alert(1)</script>';
    const html = renderProofHtml(buildProof([], '2026-01', 'fr', { name, address: '<b>Rue</b>', personNumber: '' }));
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>');
    expect(html).toContain('@top-left { content: "Zoé \\"Müller\\" \\\\ \\3c /style>\\3c script>alert(1)\\3c /script> · janvier 2026"');
    expect(html).toContain('&lt;b&gt;Rue&lt;/b&gt;');
    expect(html).toContain('Aucune postulation ce mois-ci.');
    expect(html).toContain('<html lang="fr-CH">');
  });
});
