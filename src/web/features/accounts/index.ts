// What other features may use of the accounts feature (eslint.config.js: features import each other only here).
export { AnonymousPrompt } from './anonymous-prompt';
