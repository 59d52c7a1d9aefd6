import { fittedSize } from './photo-rules';

/**
 * A draft's photo, made small enough for local storage: scaled to fit 800 px and encoded as JPEG
 * (a white background under transparent pixels). Throws when the browser cannot decode the file.
 */
export async function downscaleToJpegDataUrl(file: Blob, max = 800, quality = 0.86): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = fittedSize(bitmap.width, bitmap.height, max);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.toDataURL('image/jpeg', quality);
  } finally {
    bitmap.close();
  }
}
