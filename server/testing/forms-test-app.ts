/**
 * Test fixture: the auth family and the forms family on a fresh, migrated database (the auth test
 * app underneath), with an admin and an editor and their bearer tokens, a session cookie with its
 * CSRF token for the admin, and a helper that creates a published form.
 */
import type { FormField, FormInput } from '../../domain/contracts/forms.js';
import { registerFormsApi } from '../api/forms/index.js';
import type { RecaptchaVerifier } from '../adapters/recaptcha/index.js';
import type { DialectName } from '../db/connection.js';
import type { TestDatabase } from '../db/test-db.js';
import { buildAuthTestApp, type AuthTestApp } from './auth-test-app.js';

export const ADMIN = { email: 'admin@example.com', password: 'brass lantern orbit 1' };
export const EDITOR = { email: 'editor@example.com', password: 'copper kettle orbit 1' };

export const SAMPLE_FIELDS: FormField[] = [
  { key: 'first_name', type: 'text', label: 'First name', rules: { required: true, min: 2, max: 50 } },
  { key: 'email', type: 'email', label: 'E-mail', rules: { required: true } },
  { key: 'phone', type: 'phone', label: 'Phone' },
  {
    key: 'model',
    type: 'select',
    label: 'Model',
    options: [
      { value: 'defender', label: 'Defender' },
      { value: 'discovery', label: 'Discovery' },
    ],
  },
  { key: 'privacy', type: 'consent', label: 'I agree', rules: { required: true } },
  { key: 'retailer', type: 'hidden', label: 'Retailer', hidden: { source: 'retailer' } },
];

export const GOOD_PAYLOAD = { first_name: 'Aras', email: 'aras@example.iq', phone: '٠٧٥٠١٢٣٤٥٦٧', model: 'defender', privacy: true };

export interface FormsTestApp extends AuthTestApp {
  admin: Record<string, string>;
  editor: Record<string, string>;
  /** Cookie + CSRF headers of the admin's browser session. */
  adminSession: { cookie: string; csrf: string };
  createForm(input?: Partial<FormInput>): Promise<number>;
}

export async function buildFormsTestApp(
  dialect: DialectName = 'sqlite',
  options: { recaptcha?: RecaptchaVerifier; env?: Record<string, string>; sqlitePath?: string; sameDatabaseAs?: TestDatabase } = {},
): Promise<FormsTestApp> {
  const t = await buildAuthTestApp(dialect, {
    ...(options.env ? { env: options.env } : {}),
    ...(options.sqlitePath ? { sqlitePath: options.sqlitePath } : {}),
    // A second server process on the first one's database (its accounts already there).
    ...(options.sameDatabaseAs ? { sameDatabaseAs: options.sameDatabaseAs } : {}),
    extraRoutes: async (app, ctx, services) => {
      const withRecaptcha = options.recaptcha ? { ...services, recaptcha: options.recaptcha } : services;
      await app.register(async (scope) => registerFormsApi(scope, ctx, withRecaptcha, { retentionIntervalMs: 0, exportPollMs: 0 }));
    },
  });
  if (!options.sameDatabaseAs) {
    await t.addUser(ADMIN.email, ADMIN.password, 'admin');
    await t.addUser(EDITOR.email, EDITOR.password, 'editor');
  }
  const bearer = async (who: typeof ADMIN) => {
    const issued = await t.app.inject({ method: 'POST', url: '/auth/token', payload: who });
    return { authorization: `Bearer ${issued.json().token as string}` };
  };
  const signIn = await t.app.inject({ method: 'POST', url: '/auth/sign-in', payload: ADMIN });
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const admin = await bearer(ADMIN);
  return {
    ...t,
    admin,
    editor: await bearer(EDITOR),
    adminSession: { cookie, csrf: signIn.json().data.csrf_token as string },
    async createForm(input = {}) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/forms',
        headers: admin,
        payload: { name: 'Enquiry', language: 'en', status: 'published', fields: SAMPLE_FIELDS, ...input },
      });
      if (response.statusCode !== 201) throw new Error(`form not created: ${response.body}`);
      return response.json().data.id as number;
    },
  };
}
