export const documentsRateLimits = {
  /** Each upload costs a re-write (CPU, memory): generous for a user adding a whole career at once. */
  uploadsPerUser: { name: 'document-upload-user', limit: 60, windowSeconds: 60 * 60 },
  /** « Ouvrir »: each page drawn by PDFium in a worker; a long certificate read twice is 60 pages. */
  pageViewsPerUser: { name: 'document-page-user', limit: 600, windowSeconds: 60 * 60 },
} as const;
