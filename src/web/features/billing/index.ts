// What other features may use of the billing feature (eslint.config.js: features import each other only here).
export { PaymentIssueBanner } from './payment-issue-banner';
export { useSubscriptionEntry } from './subscription-entry';
