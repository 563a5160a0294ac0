/** Types of scripts/chromium-flags.mjs (plain JavaScript so web-test-runner's config imports it as it is). */
export declare const CHROMIUM_TEST_FLAGS: readonly string[];
