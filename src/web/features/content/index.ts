// What other features may use of the public pages (eslint.config.js: features import each other only
// here): nothing yet; its pages are reached through its routes (src/web/routes.tsx).
export {};
