// What other features may use of the editor (eslint.config.js: features import each other only here):
// the cover-letter workspace reuses its rich-text field and its page preview; the import writes its draft.
export { RichTextField } from './fields/rich-text-field';
export { fitScale, pageCount } from './preview/page-geometry';
export { PreviewFrame } from './preview/preview-frame';
export { writeDraft } from './draft/draft-storage';
