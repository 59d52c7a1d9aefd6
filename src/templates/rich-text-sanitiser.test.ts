import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it.each([
    [
      'the editor subset as is',
      '<p>Chef de <strong>projet</strong>, <em>Genève</em> et <u>Zurich</u></p><ul><li>un</li></ul><ol><li>deux</li></ol>',
      '<p>Chef de <strong>projet</strong>, <em>Genève</em> et <u>Zurich</u></p><ul><li>un</li></ul><ol><li>deux</li></ol>',
    ],
    ['b and i as well', '<p><b>gras</b> <i>italique</i></p>', '<p><b>gras</b> <i>italique</i></p>'],
    ['line breaks', 'ligne 1<br>ligne 2', 'ligne 1<br />ligne 2'],
    ['a script, with its content', '<p>avant</p><script>alert(1)</script><p>après</p>', '<p>avant</p><p>après</p>'],
    ['a script hidden in svg', '<svg><script>alert(1)</script><text>x</text></svg>ok', 'ok'],
    ['event handlers', '<img src=x onerror=alert(1)><p onclick="steal()" onmouseover="x">texte</p>', '<p>texte</p>'],
    ['javascript: links, keeping their text', '<a href="javascript:alert(1)">mon site</a> <a href="https://exemple.ch">autre</a>', 'mon site autre'],
    ['styles and classes', '<style>body{display:none}</style><p style="color:red" class="x" id="y">rouge</p>', '<p>rouge</p>'],
    ['iframes, objects and forms', '<iframe src="https://evil.example"></iframe><object data="x"></object><form><input value="x"></form>fin', 'fin'],
    ['comments and CDATA', '<!-- secret --><p>visible</p><![CDATA[x]]>', '<p>visible</p>'],
    ['a noscript mutation trick', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['unclosed tags, closed', '<p><strong>gras sans fin', '<p><strong>gras sans fin</strong></p>'],
    ['stray closing tags', 'texte</em></p></li>', 'texte'],
    ['nested formatting', '<p><strong><em><u>tout</u></em></strong></p>', '<p><strong><em><u>tout</u></em></strong></p>'],
    ['nested lists', '<ul><li>a<ul><li>b</li></ul></li></ul>', '<ul><li>a<ul><li>b</li></ul></li></ul>'],
    ['pasted blocks, as paragraphs', '<div>un</div><h2>deux</h2><blockquote>trois</blockquote>', '<p>un</p><p>deux</p><p>trois</p>'],
    ['escaped markup stays text', '&lt;script&gt;alert(1)&lt;/script&gt; &amp; « guillemets »', '&lt;script&gt;alert(1)&lt;/script&gt; &amp; « guillemets »'],
    ['text that looks like markup', 'a < b et c > d', 'a &lt; b et c &gt; d'],
    ['uppercase tags', '<P><STRONG>Oui</STRONG></P>', '<p><strong>Oui</strong></p>'],
    ['formatting around nothing', '<p><strong></strong>texte<em></em></p>', '<p>texte</p>'],
    ['empty list items and lists', '<ul><li></li><li>x</li><li> <br> </li></ul><ol><li></li></ol>', '<ul><li>x</li></ul>'],
  ])('%s', (_, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it.each([
    ['empty paragraphs at both ends removed', '<p></p><p><br></p><p>texte</p><p>&nbsp;</p><p> </p>', '<p>texte</p>'],
    ['a run of empty paragraphs kept as one', '<p>un</p><p></p><p><br></p><p>&nbsp;</p><p>deux</p>', '<p>un</p><p></p><p>deux</p>'],
    ['a single empty line kept', '<p>un</p><p></p><p>deux</p>', '<p>un</p><p></p><p>deux</p>'],
    ['nothing but empty paragraphs', '<p></p><p><br></p>', ''],
    ['nothing but white space', ' \n\t ', ''],
    ['an empty string', '', ''],
  ])('normalises empty paragraphs: %s', (_, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const inputs = ['<p>a&nbsp;b</p><p></p><p><b>c</b></p>', '<ul><li>x<br>y</li></ul>', 'a < b & c', '<p><strong>x'];
    for (const input of inputs) {
      const once = sanitizeRichText(input);
      expect(sanitizeRichText(once)).toBe(once);
    }
  });

  it('never lets an attribute or a foreign tag through, whatever the input', () => {
    const nasty = [
      '<p/onmouseover=alert(1)>x',
      '<<script>script>alert(1)<</script>/script>',
      '<scr<script>ipt>alert(1)</script>',
      '<p><a href=" j a v a s c r i p t:alert(1)">x</a></p>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<u style="background:url(javascript:alert(1))">u</u>',
      '<li onclick=x>item',
      '<br onload=x><br/onload=x>',
    ];
    for (const input of nasty) {
      const output = sanitizeRichText(input);
      expect(output, input).not.toMatch(/<(?!\/?(p|br|strong|b|em|i|u|ul|ol|li)\b)[a-z]/i);
      expect(output, input).not.toMatch(/<[a-z]+\s+[^/>]/i);
      expect(output, input).not.toMatch(/<[^>]*(on\w+|style|href|src)=/i);
    }
  });
});
