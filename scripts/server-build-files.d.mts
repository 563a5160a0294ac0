/** Types of scripts/server-build-files.mjs (plain JavaScript so the production start needs no TypeScript). */
export declare const SERVER_SOURCE_ROOTS: string[];
export declare const SERVER_BUILD_DIR: string;
export declare const SERVER_BUILD_INFO: string;
export declare function serverSourceFiles(roots?: string[]): { path: string; code: boolean }[];
export declare function serverSourceHash(roots?: string[]): string;
export declare function serverSourceStamp(roots?: string[]): string;
