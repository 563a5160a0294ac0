import { describe, expect, it } from 'vitest';
import { discoverMachines, MACHINES_ROOT } from '../engine/discover.js';
import { eventTypesOf } from '../engine/paths.js';
import { extractEventSchemas } from './event-schemas.mjs';
import { machineFolders } from './machines-plugin.mjs';

// Read once at collection: the compiler reads every machine folder and what it imports.
const schemas = extractEventSchemas(MACHINES_ROOT, machineFolders(MACHINES_ROOT));
const machines = await discoverMachines();

describe('event payload forms read from the machines types', () => {
  it('has a form for every event every machine names (its own, not the xstate.* call answers)', () => {
    expect(Object.keys(schemas).sort()).toEqual(machines.map((m) => m.name));
    for (const m of machines) {
      const named = eventTypesOf(m.machine).filter((type) => !type.startsWith('xstate.'));
      const missing = named.filter((type) => !schemas[m.name]?.[type]);
      expect(missing, m.name).toEqual([]);
    }
  });

  it('describes fields by their types: numbers, strings, choices of literals, JSON for nested data', () => {
    expect(schemas['soft-lock']?.tick).toEqual({
      fields: [{ name: 'now', kind: 'number', optional: false, nullable: false, type: 'number' }],
    });
    expect(schemas['soft-lock']?.['lock.extend']).toEqual({ fields: [] });
    const customer = schemas['order-online']?.['customer.set']?.fields;
    expect(customer?.find((f) => f.name === 'field')).toMatchObject({
      kind: 'choice',
      options: expect.arrayContaining(['phone', 'email']),
    });
    expect(customer?.find((f) => f.name === 'value')).toMatchObject({ kind: 'string' });
    const storage = schemas['order-online']?.['storage.changed']?.fields;
    expect(storage?.find((f) => f.name === 'lock')).toMatchObject({ kind: 'json', optional: true, nullable: true });
    expect(storage?.find((f) => f.name === 'data')).toMatchObject({ kind: 'json', type: 'OrderOnlineData' });
  });
});
