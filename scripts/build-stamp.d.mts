// Types of scripts/build-stamp.mjs (plain JavaScript: it runs before anything is installed).
export function writeStamp(root?: string): string;
export function staleReason(root?: string): string | null;
