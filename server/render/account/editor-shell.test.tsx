import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../domain/languages.js';
import type { UserRole } from '../../db/schema.js';
import type { AccountArea } from './areas.js';
import { editorAssets } from './editor-assets.js';
import { renderEditorShell } from './editor-shell.js';

const account = { id: 1, email: 'ed@example.com', role: 'editor' as const, disabled: false };
const assets = {
  script: '/editor/editor-abc.js',
  styles: ['/editor/puck-1.css', '/editor/editor-2.css'],
  canvasStyles: ['/editor/puck-1.css'],
};

describe('editor shell (/{lang}/cms, /{lang}/admin)', () => {
  /** The shell for an account of `role` that also has the stock role. */
  const stockShell = (language: Language, area: AccountArea, role: UserRole | null) =>
    renderEditorShell({ language, area, account: { ...account, role }, stock: true, csrfToken: 't', nonce: 'n', assets });
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('loads the editor bundle and its stylesheets, and hands the bundle language, area and CSRF token', () => {
    const html = renderEditorShell({ language: 'ku', area: 'cms', account, stock: false, csrfToken: 'tok"en', nonce: 'n1', assets });
    expect(html).toContain('<html lang="ckb" dir="rtl">');
    expect(html).toContain('<script type="module" src="/editor/editor-abc.js" nonce="n1"></script>');
    // Puck's sheet is marked for the canvas iframe too (its inline drop-zone rules are refused by the CSP).
    expect(html).toContain('<link rel="stylesheet" href="/editor/puck-1.css" data-lrdx-canvas-style>');
    expect(html).toContain('<link rel="stylesheet" href="/editor/editor-2.css">');
    expect(html).toMatch(/id="cms-root"[^>]*data-lang="ku"[^>]*data-area="cms"[^>]*data-csrf="tok&quot;en"/);
    // Without JavaScript the account bar still works: who, sign-out, password change.
    expect(html).toContain('<h1>دەستکاریکەر</h1>');
    expect(html).toContain('ed@example.com');
    expect(html).toContain('action="/auth/sign-out"');
    expect(html).toContain('action="/auth/password"');
    // An editor gets no link to the admin area, nor to the stock screen without the stock role.
    expect(html).not.toContain('href="/ku/admin"');
    expect(html).not.toContain('href="/ku/cms/stock"');
  });

  it('links the admin area for an admin, in the language of the URL', () => {
    const html = stockShell('en', 'admin', 'admin');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>Administration</title>');
    expect(html).toContain('href="/en/admin"');
    expect(html).toContain('data-area="admin"');
    expect(html).toContain('href="/en/cms/stock"');
  });

  it('serves the stock screen to a retailer account with the stock role and no editor role', () => {
    const html = stockShell('ku', 'stock', null);
    expect(html).toContain('<h1>کۆگا</h1>');
    expect(html).toContain('data-area="stock"');
    expect(html).toContain('href="/en/cms/stock"');
    expect(html).toContain('aria-current="page"');
    // The page editor is not theirs: no link that would only say "no permissions".
    expect(html).not.toContain('href="/ku/cms"');
  });

  it('reads the hashed file names from dist/editor/manifest.json, and nothing while the editor is not built', () => {
    const dist = mkdtempSync(join(tmpdir(), 'lrdx-editor-dist-'));
    dirs.push(dist);
    expect(editorAssets(dist)).toBeNull();
    mkdirSync(join(dist, 'editor'));
    writeFileSync(
      join(dist, 'editor', 'manifest.json'),
      JSON.stringify({ script: 'editor-x.js', styles: ['puck-y.css'], canvasStyles: ['puck-y.css'] }),
    );
    expect(editorAssets(dist)).toEqual({
      script: '/editor/editor-x.js',
      styles: ['/editor/puck-y.css'],
      canvasStyles: ['/editor/puck-y.css'],
    });
  });
});
