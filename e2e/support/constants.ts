/** Where the contact form's messages go during the journeys (CONTACT_TO of the app). */
export const E2E_CONTACT_TO = 'support@cv-suisse.test';
