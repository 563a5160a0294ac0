/**
 * Lead exports with two server processes on one database (docs/forms.md, "Exports"): the export is
 * stored in the database, so whichever process ran it, an erasure on the other deletes it (the
 * download answers 404, never the erased row) and the other's retention removes it, job and CSV.
 * SQLite (a file both connections open) and PostgreSQL with TEST_DATABASE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../db/test-db.js';
import { removeExportsBefore } from '../../forms/lead-export-store.js';
import { buildFormsTestApp, GOOD_PAYLOAD, type FormsTestApp } from '../../testing/forms-test-app.js';

describe.each(testDialects())('lead exports on two processes (%s)', (dialect) => {
  let dir: string;
  let a: FormsTestApp;
  let b: FormsTestApp;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lrdx-exports-two-'));
    a = await buildFormsTestApp(dialect, dialect === 'sqlite' ? { sqlitePath: path.join(dir, 'shared.sqlite') } : {});
    b = await buildFormsTestApp(dialect, { sameDatabaseAs: a.database });
  });
  afterEach(async () => {
    // The second process first: the first one's cleanup drops the database.
    await b.close();
    await a.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (t: FormsTestApp, url: string) => t.app.inject({ method: 'GET', url, headers: t.admin });
  const lead = async (formId: number, firstName: string) => {
    const sent = await a.app.inject({
      method: 'POST',
      url: `/forms/${formId}/leads`,
      payload: { payload: { ...GOOD_PAYLOAD, first_name: firstName } },
    });
    expect(sent.statusCode).toBe(201);
    return sent.json().data.id as number;
  };

  /** Records an export on A and polls it until A's worker has finished it (the route answers first). */
  async function exportOnA(formId: number): Promise<number> {
    const created = await a.app.inject({ method: 'POST', url: `/forms/${formId}/lead_exports`, headers: a.admin, payload: {} });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    for (let i = 0; i < 500; i += 1) {
      const status = (await get(a, `/forms/${formId}/lead_exports/${id}`)).json().data.status as string;
      if (status === 'done') return id;
      expect(status).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`export ${id} never finished`);
  }

  it('an erasure on B deletes the export A wrote: A answers 404, never the erased row', async () => {
    const formId = await a.createForm({ language: 'ku' });
    const erased = await lead(formId, 'ئاراس');
    await lead(formId, 'دیلان');
    const exportId = await exportOnA(formId);
    const download = `/forms/${formId}/lead_exports/${exportId}/download`;
    // Either process serves the stored CSV.
    for (const t of [a, b]) {
      const csv = await get(t, download);
      expect([csv.statusCode, csv.headers['cache-control']]).toEqual([200, 'no-store']);
      expect(csv.rawPayload.toString('utf8')).toContain('ئاراس');
    }
    expect((await b.app.inject({ method: 'DELETE', url: `/forms/${formId}/leads/${erased}`, headers: b.admin })).statusCode).toBe(204);
    const after = await get(a, download);
    expect([after.statusCode, after.json().error.code]).toEqual([404, 'export_not_found']);
    expect(after.body).not.toContain('ئاراس');
    expect((await get(a, `/forms/${formId}/lead_exports/${exportId}`)).statusCode).toBe(404);
    expect(await a.database.db.selectFrom('lead_export_chunks').selectAll().execute()).toEqual([]);
    // A new export on A holds the remaining lead only.
    const fresh = await exportOnA(formId);
    const csv = (await get(a, `/forms/${formId}/lead_exports/${fresh}/download`)).rawPayload.toString('utf8');
    expect(csv).toContain('دیلان');
    expect(csv).not.toContain('ئاراس');
  });

  it("B's export retention removes the export A wrote, job and stored CSV", async () => {
    const formId = await a.createForm();
    await lead(formId, 'Aras');
    const exportId = await exportOnA(formId);
    expect(await b.database.db.selectFrom('lead_export_chunks').select('job_id').execute()).toEqual([{ job_id: exportId }]);
    // What B's hourly retention pass runs (server/api/forms/index.ts), a day after the export.
    expect(await removeExportsBefore(b.database.db, a.clock.now + 25 * 3_600_000)).toBe(1);
    expect(await a.database.db.selectFrom('lead_exports').selectAll().execute()).toEqual([]);
    expect(await a.database.db.selectFrom('lead_export_chunks').selectAll().execute()).toEqual([]);
    expect((await get(a, `/forms/${formId}/lead_exports/${exportId}/download`)).statusCode).toBe(404);
  });
});
