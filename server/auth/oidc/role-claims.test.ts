import { describe, expect, it } from 'vitest';
import { roleFromClaims } from './role-claims.js';

const MAP = new Map([
  ['lrdx-admins', 'admin'],
  ['lrdx-editors', 'editor'],
] as const);

describe('role from claims', () => {
  it('maps a list or a single value, the strongest role winning, nothing mapped meaning no role', () => {
    expect(roleFromClaims({ groups: ['staff', 'lrdx-editors'] }, 'groups', MAP)).toBe('editor');
    expect(roleFromClaims({ groups: ['lrdx-editors', 'lrdx-admins'] }, 'groups', MAP)).toBe('admin');
    expect(roleFromClaims({ groups: 'lrdx-admins' }, 'groups', MAP)).toBe('admin');
    expect(roleFromClaims({ groups: ['staff'] }, 'groups', MAP)).toBeNull();
    expect(roleFromClaims({}, 'groups', MAP)).toBeNull();
    expect(roleFromClaims({ groups: [42, null] }, 'groups', MAP)).toBeNull();
  });

  it('walks into objects with dots, and takes a claim whose own name has dots first', () => {
    expect(roleFromClaims({ realm_access: { roles: ['lrdx-editors'] } }, 'realm_access.roles', MAP)).toBe('editor');
    expect(roleFromClaims({ 'https://lrdx.example/roles': ['lrdx-admins'] }, 'https://lrdx.example/roles', MAP)).toBe('admin');
  });
});
