// Types of node-runtime.mjs (plain JavaScript: it runs on whatever Node the machine has, before any install).
export declare const pinned: { package: string; version: string; integrity: string };
export declare const enginesRange: string;
export declare function satisfies(version: string, range: string): boolean;
export declare function integrityOf(bytes: Uint8Array): string;
export declare function pinnedNodeBinDir(): string | null;
export declare function tooOldMessage(version?: string): string;
export declare function ensureDeclaredNode(scriptUrl: string): Promise<never> | undefined;
