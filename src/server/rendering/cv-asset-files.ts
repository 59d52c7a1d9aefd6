/**
 * The files the CV templates reference under /cv-assets/ (their web fonts), as
 * URL path -> absolute file. The templates own that list (`cvAssetFiles()` in
 * src/templates/fonts.ts); this is the one place the server takes it from. Until the
 * templates are merged into this branch there is no asset to serve.
 */
export function cvRenderAssetFiles(): ReadonlyMap<string, string> {
  return new Map();
}
