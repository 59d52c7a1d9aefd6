// The password of the test users: its own module, so that test-log.ts (which looks for it in the logs) and
// accounts.ts (which uses it) do not import each other through test-app.ts (lint: import-x/no-cycle).
export const GOOD_PASSWORD = 'Lac-Léman-au-printemps-42';
