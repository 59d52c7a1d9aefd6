// What other features may use of the letters feature (eslint.config.js: features import each other only here).
export { LettersSection } from './letters-section';
export { useLetterList } from './api/list-letters';
