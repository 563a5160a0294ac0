import type { EventSchemas } from '../engine/event-schema.js';

export declare const SCHEMAS_ID: string;
export declare function extractEventSchemas(root: string, folders: string[], tsconfig?: string): EventSchemas;
export declare function labEventSchemas(root?: string, folders?: (root: string) => string[]): { name: string };
