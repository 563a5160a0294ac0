// The flags every test run starts Debian's Chromium with, for the widget tests
// (web-test-runner.config.mjs) and the end-to-end tests (e2e/support/browser.ts): no sandbox (the
// tests run as root in CI), no GPU, and none of the browser's own network traffic (updates, sync,
// QUIC probes) beside the page's. Plain JavaScript, so the runner's config imports it as it is.
export const CHROMIUM_TEST_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
