import { describe, expect, it } from 'vitest';
import { hasVisibleText, richTextHtml, sanitizedMemo, sanitizeRichText } from './rich-text.js';

// The allowlist itself (attributes, tags, empty paragraphs) is tested in rich-text-sanitiser.test.ts;
// these cases are what the templates insert.
describe('rich text as the templates insert it', () => {
  it.each([
    ['allowed tags, attributes removed', '<p class="x" style="color:red">Bonjour <strong>Zoé</strong></p>', '<p>Bonjour <strong>Zoé</strong></p>'],
    [
      'every allowed tag',
      '<p><b>b</b><i>i</i><em>e</em><u>u</u><br/></p><ul><li>a</li></ul><ol><li>1</li></ol>',
      '<p><b>b</b><i>i</i><em>e</em><u>u</u><br /></p><ul><li>a</li></ul><ol><li>1</li></ol>',
    ],
    ['a script with its content', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['a style element', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['an image with onerror', '<p>x<img src=x onerror="alert(1)">y</p>', '<p>xy</p>'],
    ['a link, keeping its text', '<p><a href="javascript:alert(1)">site</a></p>', '<p>site</p>'],
    ['an iframe', '<iframe src="http://evil"></iframe><p>ok</p>', '<p>ok</p>'],
    ['svg with external image', '<svg><image href="http://x/y.png"/></svg><p>ok</p>', '<p>ok</p>'],
    ['a comment', '<p>a<!-- <script>x</script> -->b</p>', '<p>ab</p>'],
    ['an attribute hiding a >', '<p title="a>b" onclick=\'x>y\'>t</p>', '<p>t</p>'],
    ['split script tags', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['a lone <', '<p>2 < 3 and 4 > 1</p>', '<p>2 &lt; 3 and 4 &gt; 1</p>'],
    ['entities decoded, bare & escaped', '<p>R&amp;D &eacute; &#233; & co</p>', '<p>R&amp;D é é &amp; co</p>'],
    ['unclosed tags closed as a browser would', '<ul><li>a<li>b', '<ul><li>a</li><li>b</li></ul>'],
    ['stray closing tags dropped', '</li></ul><p>x</p></p>', '<p>x</p>'],
    ['misnested tags balanced', '<p><strong>a<em>b</strong>c</em></p>', '<p><strong>a<em>b</em></strong>c</p>'],
    ['upper-case tags', '<P><B>x</B></P>', '<p><b>x</b></p>'],
    ['a body wrapper', '<html><body><p>x</p></body></html>', '<p>x</p>'],
  ])('%s', (_name, input, expected) => {
    expect(richTextHtml(input)).toBe(expected);
  });

  it.each([
    ['one line', 'Bonjour', '<p>Bonjour</p>'],
    ['line breaks', 'Ligne 1\nLigne 2\r\nLigne 3', '<p>Ligne 1<br>Ligne 2<br>Ligne 3</p>'],
    ['paragraphs', 'Un\n\n  \nDeux', '<p>Un</p><p>Deux</p>'],
    ['characters that look like markup', 'a < b && c > d', '<p>a &lt; b &amp;&amp; c &gt; d</p>'],
    ['a fake tag with a space', '< script>', '<p>&lt; script&gt;</p>'],
  ])('plain text: %s', (_name, input, expected) => {
    expect(richTextHtml(input)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['   ', ''],
    ['<p></p>', ''],
    ['<p><br></p>', ''],
    ['<p>&nbsp; </p><ul><li> </li></ul>', ''],
    [null, ''],
  ])('empty content %j gives nothing', (input, expected) => {
    expect(richTextHtml(input)).toBe(expected);
  });

  it('detects visible text', () => {
    expect(hasVisibleText('<p> x </p>')).toBe(true);
    expect(hasVisibleText('<p>&nbsp;</p>')).toBe(false);
  });
});

describe('rich text cleaned once per text', () => {
  it('answers a text cleaned before from memory, the same as the first time', () => {
    const html = '<div>Chef de projet</div><p onclick="x()">Budget <script>alert(1)</script><strong></strong><b>2 Mio</b></p><p></p><p></p>';
    const first = sanitizeRichText(html);
    expect(first).toBe('<p>Chef de projet</p><p>Budget <b>2 Mio</b></p>');
    const hits = sanitizedMemo.hits;
    expect(sanitizeRichText(html)).toBe(first);
    expect(richTextHtml(html)).toBe(first);
    expect(sanitizedMemo.hits).toBe(hits + 2);
    // Another text is cleaned, not answered from memory.
    expect(sanitizeRichText('<p>Autre <i>texte</i><iframe src="x"></iframe></p>')).toBe('<p>Autre <i>texte</i></p>');
    expect(sanitizedMemo.hits).toBe(hits + 2);
  });
});
