/** Types of scripts/dnd-kit-feedback-css.mjs (plain JavaScript so rollup's config imports it as it is). */
export function installedDndKit(root?: string): { source: string; version: string };
export function feedbackRulesOf(source: string): string;
export function dndKitFeedbackCss(root?: string): string;
