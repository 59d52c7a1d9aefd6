import { describe, expect, it } from 'vitest';
import { richTextPlainLines } from './rich-text-plain';

describe('richTextPlainLines', () => {
  it('gives one line per paragraph, line break and list item, as text', () => {
    expect(
      richTextPlainLines('<p>Soins <strong>intensifs</strong> &amp; urgences</p><p>Ligne 1<br>Ligne 2</p><ul><li><p>Triage</p></li><li>Garde</li></ul>'),
    ).toEqual(['Soins intensifs & urgences', 'Ligne 1', 'Ligne 2', '• Triage', '• Garde']);
  });

  it('keeps markup typed as text as text, and an empty value as no line', () => {
    expect(richTextPlainLines('<p>&lt;script&gt;alert(1)&lt;/script&gt; &#233;t&#xE9;</p>')).toEqual(['<script>alert(1)</script> été']);
    expect(richTextPlainLines('')).toEqual([]);
    expect(richTextPlainLines('<p></p>')).toEqual([]);
  });
});
