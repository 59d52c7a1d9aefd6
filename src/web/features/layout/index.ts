// What other features may use of the layout feature (eslint.config.js: features import each other only here).
export { LogoMark } from './logo';
export { PublicNavbar } from './public-navbar';
export { ReconnectingNotice } from './reconnecting-notice';
export { SkipLink } from './layouts';
