/**
 * An event's payload form, as build/event-schemas.mjs reads it from the machine's event type, and
 * the two conversions the form needs: a payload (a preset sample, or what the event carried last)
 * to the form's values, and the values back to a payload with a message for each field that does
 * not fit its type. Pure, so the browser form and the tests share it.
 */

export interface EventField {
  name: string;
  /** `string`, `number`, `boolean`, a choice of literals, or JSON for anything nested. */
  kind: 'string' | 'number' | 'boolean' | 'choice' | 'json';
  /** May be left out (`field?:` or `| undefined`). */
  optional: boolean;
  /** May be null. */
  nullable: boolean;
  /** The TypeScript type as written by the compiler, e.g. `Partial<OrderOnlineData>`. */
  type: string;
  /** The literals of a `choice`. */
  options?: (string | number)[];
  /** The field's doc comment. */
  doc?: string;
}

export interface EventSchema {
  fields: EventField[];
}

/** Machine folder → event type → its payload form. */
export type EventSchemas = Record<string, Record<string, EventSchema>>;

/** What the form's inputs hold: text, or a checkbox's state. */
export type FormValues = Record<string, string | boolean>;

/** The form's starting values from a payload (missing fields start empty, a required choice at its first option). */
export function formValuesOf(schema: EventSchema, payload: Record<string, unknown> = {}): FormValues {
  const values: FormValues = {};
  for (const field of schema.fields) {
    const value = payload[field.name];
    const given = value !== undefined;
    switch (field.kind) {
      case 'boolean':
        values[field.name] = value === true;
        break;
      case 'json':
        values[field.name] = given ? JSON.stringify(value) : field.optional ? '' : '{}';
        break;
      case 'choice':
        values[field.name] =
          given && value !== null ? String(value) : field.optional || field.nullable ? '' : String(field.options?.[0] ?? '');
        break;
      default:
        values[field.name] = given && value !== null ? String(value) : '';
    }
  }
  return values;
}

export type PayloadResult = { ok: true; payload: Record<string, unknown> } | { ok: false; problems: Record<string, string> };

/** The payload the form's values give, or what is wrong with each field that does not fit its type. */
export function payloadOf(schema: EventSchema, values: FormValues): PayloadResult {
  const payload: Record<string, unknown> = {};
  const problems: Record<string, string> = {};
  for (const field of schema.fields) {
    const raw = values[field.name];
    if (field.kind === 'boolean') {
      payload[field.name] = raw === true;
      continue;
    }
    const text = typeof raw === 'string' ? raw : '';
    // An empty input: left out when the type allows it, else null when that is allowed.
    if (text.trim() === '' && field.kind !== 'string') {
      if (field.optional) continue;
      if (field.nullable) payload[field.name] = null;
      else problems[field.name] = `${field.name} is required (${field.type})`;
      continue;
    }
    switch (field.kind) {
      case 'string':
        if (text === '' && field.optional) continue;
        payload[field.name] = text;
        break;
      case 'number': {
        const number = Number(text);
        if (Number.isFinite(number)) payload[field.name] = number;
        else problems[field.name] = `${field.name} must be a number`;
        break;
      }
      case 'choice': {
        const option = field.options?.find((o) => String(o) === text);
        if (option !== undefined) payload[field.name] = option;
        else problems[field.name] = `${field.name} must be one of ${(field.options ?? []).join(', ')}`;
        break;
      }
      case 'json':
        try {
          payload[field.name] = JSON.parse(text) as unknown;
        } catch (error) {
          problems[field.name] = `${field.name} is not JSON (${field.type}): ${(error as Error).message}`;
        }
        break;
    }
  }
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, payload };
}
