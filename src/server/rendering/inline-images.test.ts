import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { externalizeImages, INLINE_IMAGE_PREFIX } from './inline-images.js';
import { INTERNAL_ORIGIN } from './internal-origin.js';

const bytes = (seed: number, length = 3000) => Buffer.from(Array.from({ length }, (_, i) => (i * 31 + seed) % 256));
const dataUrl = (body: Buffer, type = 'image/jpeg') => `data:${type};base64,${body.toString('base64')}`;
const pathOf = (body: Buffer) => `${INLINE_IMAGE_PREFIX}${createHash('sha256').update(body.toString('base64')).digest('base64url')}`;

describe('externalizeImages', () => {
  it('replaces a large data: image source by an internal URL named by its digest, and keeps its bytes and type', () => {
    const photo = bytes(1);
    const { html, images } = externalizeImages(`<p>Zoé</p><img class="t1-photo" src="${dataUrl(photo)}" alt=""><p>fin</p>`);
    expect(html).toBe(`<p>Zoé</p><img class="t1-photo" src="${INTERNAL_ORIGIN}${pathOf(photo)}" alt=""><p>fin</p>`);
    expect([...images.keys()]).toEqual([pathOf(photo)]);
    expect(images.get(pathOf(photo))).toEqual({ body: photo, contentType: 'image/jpeg' });
  });

  it('names the same image by the same URL once, and two images by two URLs', () => {
    const [one, two] = [bytes(1), bytes(2)];
    const { html, images } = externalizeImages(`<img src="${dataUrl(one)}"><img src="${dataUrl(two, 'image/png')}"><img src="${dataUrl(one)}">`);
    expect(images.size).toBe(2);
    expect(images.get(pathOf(two))?.contentType).toBe('image/png');
    expect(html.split(`${INTERNAL_ORIGIN}${pathOf(one)}`)).toHaveLength(3);
    expect(externalizeImages(`<img src="${dataUrl(one)}">`).html).toBe(`<img src="${INTERNAL_ORIGIN}${pathOf(one)}">`);
  });

  it('leaves small images, other types, other attributes and text alone', () => {
    const small = `<img src="${dataUrl(bytes(3, 100))}">`;
    const svg = `<img src="${dataUrl(bytes(4), 'image/svg+xml')}">`;
    const style = `<div style="background:url(${dataUrl(bytes(5))})"></div>`;
    const text = `<p>src="${dataUrl(bytes(6)).replace('data:', 'data :')}"</p>`;
    const html = small + svg + style + text;
    expect(externalizeImages(html)).toEqual({ html, images: new Map() });
  });
});
