/** Types of the import-boundary rule's tables, for the TypeScript that reads them (scripts/tool-map/). */
import type { Rule } from 'eslint';

/** Zone → the zones it may import (besides itself). */
export declare const MAY_IMPORT: Record<string, readonly string[]>;
/** Test-only helper zones. */
export declare const TEST_SUPPORT: readonly string[];
/** Programs' zones (the demo seed) that only the rows naming them, tests and test helpers import. */
export declare const PROGRAMS_ONLY: readonly string[];
export declare function zoneOf(relative: string): { key: string; name: string } | null;
export declare function mayImport(
  from: { key: string; name: string },
  to: { key: string; name: string },
  test?: boolean,
  testHelper?: boolean,
): boolean;
declare const _default: { meta: { name: string }; rules: Record<string, Rule.RuleModule> };
export default _default;
