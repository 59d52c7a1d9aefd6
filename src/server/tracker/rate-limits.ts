/** How often a user may ask for the tracker's heavier calls (docs/decisions/2026-11-26-job-search-tracker.md). */
export const trackerRateLimits = {
  /** Each proof is a Chromium render: a month re-made in each language after corrections fits well under. */
  proofsPerUser: { name: 'tracker-proof-user', limit: 30, windowSeconds: 10 * 60 },
  /** Each import reads up to 2,000 rows in a worker; previews count too. */
  importsPerUser: { name: 'tracker-import-user', limit: 30, windowSeconds: 60 * 60 },
  exportsPerUser: { name: 'tracker-export-user', limit: 30, windowSeconds: 10 * 60 },
} as const;
