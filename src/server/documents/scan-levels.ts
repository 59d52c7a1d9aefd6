import sharp from 'sharp';

/**
 * How far scans are shrunk to reach an application file's target size, tried in turn: as
 * stored (A4 at 300 dpi, JPEG q80), then about 200, 150, 110 and 90 dpi. At 150 dpi a
 * certificate still prints and reads well; below that it stays legible on screen, which is
 * where recruiters read it. Each copy made is kept (attachment_scan_levels) with its settings.
 */
export const IMAGE_LEVELS: ReadonlyArray<{ longSide: number; quality: number } | null> = [
  null,
  { longSide: 2339, quality: 72 },
  { longSide: 1754, quality: 62 },
  { longSide: 1240, quality: 55 },
  { longSide: 1000, quality: 45 },
];

/**
 * The levels made when a scan is uploaded: a 3 MB file of up to a dozen A4 scans needs no
 * other, so the first application file with a new scan re-encodes nothing; the smaller ones
 * are made by the first file that needs them.
 */
export const UPLOAD_LEVELS = [1, 2] as const;

/** A level's settings as kept beside a shrunk copy (attachment_scan_levels.setting). */
export const levelSetting = (level: number): string | undefined => {
  const setting = IMAGE_LEVELS[level];
  return setting ? `${setting.longSide}/${setting.quality}` : undefined;
};

/** The scan (a stored JPEG) at `level` (1 to 4). */
export async function shrinkScan(jpeg: Buffer, level: number): Promise<Buffer> {
  const setting = IMAGE_LEVELS[level];
  if (!setting) throw new Error(`no shrink level ${level}`);
  return sharp(jpeg)
    .resize(setting.longSide, setting.longSide, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: setting.quality, mozjpeg: true })
    .toBuffer();
}
