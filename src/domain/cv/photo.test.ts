import { describe, expect, it } from 'vitest';
import { imageDataUrl } from './photo.js';

const b64 = (bytes: number[] | string) => btoa(typeof bytes === 'string' ? bytes : String.fromCharCode(...bytes)).padEnd(4, '=');
const jpeg = b64([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);
const png = b64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const webp = b64('RIFF\x24\x00\x00\x00WEBPVP8 ');
const svg = b64('<svg xmlns="http://www.w3.org/2000/svg"><image href="http://x/"/></svg>');

describe('imageDataUrl', () => {
  it.each([
    ['bare JPEG base64', jpeg, `data:image/jpeg;base64,${jpeg}`],
    ['a JPEG data URL', `data:image/jpeg;base64,${jpeg}`, `data:image/jpeg;base64,${jpeg}`],
    ['a PNG claiming to be JPEG', `data:image/jpeg;base64,${png}`, `data:image/png;base64,${png}`],
    ['WebP', webp, `data:image/webp;base64,${webp}`],
    ['SVG', `data:image/svg+xml;base64,${svg}`, undefined],
    ['text', b64('hello world, not an image'), undefined],
    ['a URL', 'https://example.com/photo.jpg', undefined],
    ['broken base64', `data:image/png;base64,${png}"><script>`, undefined],
    ['empty', '', undefined],
    ['null', null, undefined],
  ])('%s', (_name, value, expected) => {
    expect(imageDataUrl(value)).toBe(expected);
  });
});
