// Mocha's globals in the browser tests (*.browser.test.ts), provided by @web/test-runner.
declare function describe(name: string, body: () => void): void;
declare function it(name: string, body: () => Promise<void>): void;
declare function before(body: () => Promise<void>): void;
declare function after(body: () => Promise<void>): void;
declare function afterEach(body: () => void | Promise<void>): void;
declare function beforeEach(body: () => void | Promise<void>): void;
