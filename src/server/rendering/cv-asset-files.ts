import { cvAssetFiles } from '../../templates/fonts.js';

/**
 * The files the CV templates reference under /cv-assets/ (their web fonts), as
 * URL path -> absolute file. The templates own that list; this is the one place the
 * server takes it from.
 */
export function cvRenderAssetFiles(): ReadonlyMap<string, string> {
  return cvAssetFiles();
}
