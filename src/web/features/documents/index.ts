// What other features may use of the documents feature (eslint.config.js: features import each other only here).
export { useDocumentList } from './api/documents';
