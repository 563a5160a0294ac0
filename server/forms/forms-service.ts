/**
 * What the forms routes ask beyond the repositories' single steps (docs/server-layers.md: a route
 * reads no table and names no row type): the form as every reader gets it, and the rule that a
 * draft does not exist for visitors (docs/forms.md, "Endpoints").
 */
import type { Kysely } from 'kysely';
import type { FormDefinition } from '../../domain/contracts/forms.js';
import type { Database, FormRow } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { formOr404, formView } from './forms-repository.js';
import { withRetailerOptions } from './retailer-options.js';

/** A form as every reader gets it: fields listing the retailers have the current ones as options. */
export function readerView(db: Kysely<Database>, row: FormRow): Promise<FormDefinition> {
  return withRetailerOptions(db, formView(row));
}

/**
 * The form when the caller may see it: a published one always, a draft only when `seesDrafts`
 * (asked only for drafts) says so — otherwise 404 `form_not_found`, as for a form that does not exist.
 */
export async function visibleForm(db: Kysely<Database>, id: number, seesDrafts: () => Promise<boolean>): Promise<FormRow> {
  const row = await formOr404(db, id);
  if (row.status !== 'published' && !(await seesDrafts())) throw new ApiFailure(404, 'form_not_found', `No form ${id}`, 'id');
  return row;
}

/** A published form, else 404: what visitors may send leads to. */
export const publishedForm = (db: Kysely<Database>, id: number) => visibleForm(db, id, async () => false);
