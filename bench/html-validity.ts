/**
 * Every seeded page (the sitemap's URLs, all three languages) through the Nu HTML checker (vnu,
 * the W3C's validator, run locally from the vnu-jar package with the machine's Java) and through
 * axe-core in Chromium at phone width. The budget (docs/architecture.md, "Tests"): no vnu errors, no axe violations.
 * Reports a count per page and prints the first messages of each failing page.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { axeViolations } from '../e2e/support/axe.js';
import { launchChromium } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';
import { printTable } from './table.js';

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  lastLine?: number;
}

function vnuJarPath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
}

/** Runs vnu once over all files (one JVM start); errors only, as JSON. */
function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', vnuJarPath(), '--format', 'json', '--errors-only', '--stdout', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => {
        // vnu exits with 1 when it found errors: the JSON is still on stdout.
        if (!stdout) return reject(error ?? new Error('vnu printed nothing'));
        resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages.filter((m) => m.type === 'error'));
      },
    );
  });
}

async function javaAvailable(): Promise<boolean> {
  return new Promise((resolve) => execFile('java', ['-version'], (error) => resolve(!error)));
}

/** Returns the labels of pages over budget. */
export async function reportHtmlValidity(): Promise<string[]> {
  const haveJava = await javaAvailable();
  if (!haveJava) console.log('\nNu HTML checker skipped: Java is missing (apt-get install default-jre-headless).');
  const server = await startServer();
  const browser = await launchChromium();
  const dir = mkdtempSync(join(tmpdir(), 'lrdx-vnu-'));
  try {
    // The CMS pages' file of the sitemap index; vehicle pages are one template, checked by their own bench.
    const sitemap = await (await fetch(`${server.origin}/sitemaps/pages.xml`)).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
    const paths = urls.map((url) => new URL(url).pathname);
    const files = new Map<string, string>();
    for (const [index, path] of paths.entries()) {
      const html = await (await fetch(`${server.origin}${path}`)).text();
      const file = join(dir, `page-${index}.html`);
      writeFileSync(file, html);
      files.set(file, path);
    }
    const vnuByPath = new Map<string, VnuMessage[]>();
    if (haveJava && existsSync(vnuJarPath())) {
      for (const message of await runVnu([...files.keys()])) {
        const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '';
        const path = files.get(file) ?? file;
        vnuByPath.set(path, [...(vnuByPath.get(path) ?? []), message]);
      }
    }
    const axeByPath = new Map<string, string[]>();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(`${server.origin}${path}`, { waitUntil: 'load' });
      // Widgets and enhancers below the first block load when scrolled near (server/render/below-the-fold.ts):
      // scroll through the page so axe sees them rendered, as a visitor who reads to the end would.
      await page.evaluate(`(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
          scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        scrollTo(0, 0);
      })()`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500); // let the enhancers and widgets render before axe looks
      axeByPath.set(path, await axeViolations(page));
    }
    await context.close();

    const over: string[] = [];
    const rows = paths.map((path) => {
      const vnu = vnuByPath.get(path) ?? [];
      const axe = axeByPath.get(path) ?? [];
      const ok = vnu.length === 0 && axe.length === 0;
      if (!ok) over.push(`html ${path}`);
      return [path, haveJava ? String(vnu.length) : 'skipped', String(axe.length), ok ? 'ok' : 'OVER'];
    });
    printTable(`Nu HTML checker and axe on every seeded page (${paths.length} pages)`, ['page', 'vnu errors', 'axe', ''], rows);
    for (const path of paths) {
      const vnu = vnuByPath.get(path) ?? [];
      const axe = axeByPath.get(path) ?? [];
      if (vnu.length === 0 && axe.length === 0) continue;
      console.log(`\n${path}`);
      for (const m of vnu.slice(0, 5)) console.log(`  vnu line ${m.lastLine ?? '?'}: ${m.message}`);
      for (const v of axe.slice(0, 5)) console.log(`  axe ${v}`);
    }
    return over;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1]?.endsWith('html-validity.ts')) await reportHtmlValidity();
