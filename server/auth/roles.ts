/**
 * Roles (docs/accounts.md, "Roles"): `editor` (pages, blocks, media, navigation, footer) and `admin` (all an editor
 * may, plus settings, users, redirects, metaheads, forms and leads). A user without a role may sign
 * in but do nothing (the site sends them to /auth/error?type=noPermissions).
 */
import type { UserRole } from '../db/schema.js';

export type { UserRole } from '../db/schema.js';

export const ROLES: readonly UserRole[] = ['editor', 'admin'];

export function isRole(value: unknown): value is UserRole {
  return value === 'editor' || value === 'admin';
}

/** Whether a user with `role` may do what `required` allows (an admin may do everything an editor may). */
export function roleAllows(role: UserRole | null, required: UserRole): boolean {
  if (role === null) return false;
  return role === 'admin' || required === 'editor';
}
