// What other features may use of the CV list (eslint.config.js: features import each other only here).
export { useCvList } from './api/list-cvs';
