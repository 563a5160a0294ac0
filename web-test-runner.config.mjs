/**
 * Browser tests of the shipped bundles (dist/, built by `npm run build`) in Debian's Chromium,
 * against a real lrdx server: the `lrdx-server` plugin starts `server/main.ts` on a free port with a
 * fresh seeded SQLite file, and the proxy middleware forwards API, media and font requests to it,
 * so the widgets call the test page's own origin. `/__fail-once/<token>/…` answers 500 to the
 * first listing request of each token, then proxies: the failure-and-retry test points there.
 * Stripe is the outside service here: a local fake of its API (server/adapters/payments/testing/
 * fake-stripe-api.ts) is started too, the server's Stripe library points at it (STRIPE_API_BASE),
 * and a test's fake Stripe.js reaches it under `/__fake-stripe/…`. `PUT /__test/settings/<key>`
 * sets one setting (the Stripe tests switch the shop's payment vendor, and switch it back).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import Database from 'better-sqlite3';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_TEST_FLAGS } from './scripts/chromium-flags.mjs';

const PROXIED =
  /^\/(?:dist\/)?(public_api|settings|currency-exchange|forms|media|fonts|company_config|dealers|trade_in|buy_online|orders|api\/leads|api\/stripe|api\/reservation_config|api\/quizzes|api\/range-calculator|api\/vin-checks|maps|twilio|verification)(\/|$)/;
const FAIL_ONCE = /^\/__fail-once\/([^/]+)(\/.*)$/;
const FAKE_STRIPE = /^\/__fake-stripe(\/.*)$/;
const TEST_SETTING = /^\/__test\/settings\/([a-z0-9_.]+)$/;
/** What the lrdx server and the fake Stripe API share (test values, not secrets). */
const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_lrdx_browser_tests',
  STRIPE_WEBHOOK_SECRET: 'whsec_lrdx_browser_tests',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_lrdxBrowserTests',
};

let serverOrigin = '';
let fakeStripeOrigin = '';
let sqlitePath = '';
const failedTokens = new Set();

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, child, timeoutMs = 120_000, okStatuses = []) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`lrdx server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok || okStatuses.includes(response.status)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`lrdx server did not answer ${url} within ${timeoutMs} ms`);
}

/** Starts the real server before the tests and stops it after. */
function lrdxServer() {
  let child;
  let fakeStripe;
  let dataDir;
  return {
    name: 'lrdx-server',
    async serverStart() {
      const port = await freePort();
      const stripePort = await freePort();
      dataDir = mkdtempSync(path.join(tmpdir(), 'lrdx-wtr-'));
      sqlitePath = path.join(dataDir, 'test.sqlite');
      fakeStripe = spawn(process.execPath, ['--import', 'tsx', 'server/adapters/payments/testing/fake-stripe-api.ts'], {
        env: {
          ...process.env,
          ...STRIPE_TEST_ENV,
          PORT: String(stripePort),
          WEBHOOK_URL: `http://127.0.0.1:${port}/buy_online/webhooks/stripe`,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      fakeStripeOrigin = `http://127.0.0.1:${stripePort}`;
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          ...STRIPE_TEST_ENV,
          STRIPE_API_BASE: fakeStripeOrigin,
          PORT: String(port),
          HOST: '127.0.0.1',
          SQLITE_PATH: sqlitePath,
          SEED_ON_START: '1',
          LOG_LEVEL: 'warn',
          EXAMPLES: '0',
          // Every widget test calls from 127.0.0.1: the limits (tested beside their routes) stay out of the way.
          RATE_LIMITS: 'off',
          // The local SMS verifier's code is this one here (server/adapters/sms/index.ts), so a test can type it.
          LOCAL_SMS_TEST_CODE: '123456',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      serverOrigin = `http://127.0.0.1:${port}`;
      await waitForServer(`${serverOrigin}/settings`, child);
      await waitForServer(`${fakeStripeOrigin}/v1/payment_intents/none`, fakeStripe, 30_000, [404]);
    },
    async serverStop() {
      if (fakeStripe && fakeStripe.exitCode === null) fakeStripe.kill('SIGTERM');
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Forwards API, media and font requests to the real server (and injects the one-off failures). */
function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Test-only setting writes, straight into the server's SQLite file (the server reads settings per request). */
async function writeSetting(ctx, key) {
  const value = (await readBody(ctx.req)).toString('utf8');
  const db = new Database(sqlitePath);
  try {
    db.pragma('busy_timeout = 5000');
    const previous = db.prepare('SELECT value FROM settings WHERE key = ?').get(key);
    db.prepare('DELETE FROM settings WHERE key = ?').run(key);
    db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(key, value);
    ctx.body = { previous: previous?.value ?? null };
  } finally {
    db.close();
  }
}

async function proxyToServer(ctx, next) {
  let target = ctx.path;
  // The real server's own origin, for tests that call it across origins as a retailer's page does
  // (its CORS and refusals apply then; the proxy sends no Origin).
  if (target === '/__test/server-origin') {
    ctx.body = { origin: serverOrigin };
    return;
  }
  const setting = TEST_SETTING.exec(target);
  if (setting && ctx.method === 'PUT') return writeSetting(ctx, setting[1]);
  const stripe = FAKE_STRIPE.exec(target);
  const failOnce = FAIL_ONCE.exec(target);
  if (failOnce) {
    const [, token, rest] = failOnce;
    if (rest.startsWith('/public_api/listing/') && !failedTokens.has(token)) {
      failedTokens.add(token);
      ctx.status = 500;
      ctx.body = { error: { code: 'internal_error', message: 'Injected failure for a test' } };
      return;
    }
    target = rest;
  } else if (stripe) {
    target = stripe[1];
  } else if (PROXIED.test(target)) {
    target = target.replace(/^\/dist\//, '/');
  } else {
    return next();
  }
  // POST/PUT bodies (leads, locks, orders, payments) go through as they came, with their type and idempotency key.
  const body = ['GET', 'HEAD'].includes(ctx.method) ? undefined : await readBody(ctx.req);
  const forwarded = {};
  for (const name of ['company-config', 'content-type', 'idempotency-key']) if (ctx.get(name)) forwarded[name] = ctx.get(name);
  const response = await fetch(`${stripe ? fakeStripeOrigin : serverOrigin}${target}${ctx.search}`, {
    method: ctx.method,
    // Company-Config names the listing whose company config is asked (docs/listing-api.md, "Widget configuration").
    headers: { accept: ctx.get('accept') || '*/*', ...forwarded },
    ...(body && body.length > 0 ? { body } : {}),
  });
  ctx.status = response.status;
  const type = response.headers.get('content-type');
  if (type) ctx.set('content-type', type);
  ctx.body = Buffer.from(await response.arrayBuffer());
}

/**
 * The test files are TypeScript: strip the types. They import built bundles and test support
 * (widgets/testing/), never widget sources; `./x.js` in an import means the `x.ts` beside it.
 */
function typescriptTests() {
  return {
    name: 'lrdx-typescript-tests',
    resolveImport({ source, context }) {
      if (!source.startsWith('.') || !source.endsWith('.js')) return undefined;
      const importer = path.join(process.cwd(), decodeURIComponent(context.path));
      const typescript = path.resolve(path.dirname(importer), source.replace(/\.js$/, '.ts'));
      return existsSync(typescript) ? source.replace(/\.js$/, '.ts') : undefined;
    },
    resolveMimeType(context) {
      if (context.path.endsWith('.ts')) return 'js';
    },
    transform(context) {
      if (!context.path.endsWith('.ts')) return;
      const { outputText } = ts.transpileModule(context.body, {
        fileName: context.path,
        compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
      });
      return { body: outputText };
    },
  };
}

export default {
  rootDir: '.',
  files: [
    'widgets/**/*.browser.test.ts',
    'loader/**/*.browser.test.ts',
    'site/elements/**/*.browser.test.ts',
    'site/blocks/**/*.browser.test.ts',
  ],
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 30_000 } },
  testsFinishTimeout: 180_000,
  browserStartTimeout: 60_000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: '/usr/lib/chromium/chromium',
        // New headless mode on top of the shared test flags.
        args: [...CHROMIUM_TEST_FLAGS, '--headless=new'],
      },
    }),
  ],
  middleware: [proxyToServer],
  plugins: [lrdxServer(), typescriptTests()],
};
