/**
 * The demo admin that `npm start` creates on an empty user table and prints once: every admin and
 * editor e2e test signs in with it, through the sign-in form's labels in the page language.
 */
import type { Page } from 'playwright-core';
import type { RunningServer } from './server.js';

export interface DemoAdmin {
  email: string;
  password: string;
}

/** The e-mail and generated password the server printed at its first start. */
export function demoAdmin(server: Pick<RunningServer, 'output'>): DemoAdmin {
  const printed = /e-mail\s+(\S+)\n\s+password\s+(\S+)/.exec(server.output());
  if (!printed?.[1] || !printed[2]) throw new Error(`no demo admin printed:\n${server.output()}`);
  return { email: printed[1], password: printed[2] };
}

/** The sign-in form's field and button names, as a screen reader announces them. */
export const SIGN_IN = {
  ku: { email: 'ئیمەیڵ', password: 'وشەی نهێنی', submit: 'چوونەژوورەوە' },
  en: { email: 'E-mail', password: 'Password', submit: 'Sign in' },
} as const;

/** Where an editor signs in: the page editor, the admin, or one of the editor's screens (`cms/stock`). */
export type EditorArea = 'cms' | 'admin' | `cms/${string}`;

/** Opens `/{language}/{area}` in `page` and signs in there as the demo admin, as a person would. */
export async function signInAsDemoAdmin(
  page: Page,
  server: Pick<RunningServer, 'output' | 'origin'>,
  language: keyof typeof SIGN_IN,
  area: EditorArea,
): Promise<void> {
  const { email, password } = demoAdmin(server);
  const url = `${server.origin}/${language}/${area}`;
  await page.goto(url);
  await page.getByLabel(SIGN_IN[language].email).fill(email);
  await page.getByLabel(SIGN_IN[language].password).fill(password);
  await Promise.all([page.waitForURL(url), page.getByRole('button', { name: SIGN_IN[language].submit }).click()]);
}
