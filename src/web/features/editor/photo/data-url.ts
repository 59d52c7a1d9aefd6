import { imageDataUrl } from '../../../../domain/cv/photo';

/** The bytes of an image data: URL (decoded here: the CSP does not let fetch() read data: URLs). */
export function dataUrlToBlob(dataUrl: string): Blob | undefined {
  const normalised = imageDataUrl(dataUrl);
  if (!normalised) return undefined;
  const [head, payload = ''] = normalised.split(',', 2);
  const mime = /^data:([^;]+);/.exec(head ?? '')?.[1] ?? 'image/jpeg';
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: mime });
}
