/**
 * The role a provider's claims give (OIDC_ROLE_CLAIM + OIDC_ROLE_MAP): the claim may be one string
 * or a list (groups, roles), and may sit inside an object (`realm_access.roles`). When several
 * values map, the strongest role wins (admin over editor); none mapping means no role.
 */
import type { UserRole } from '../roles.js';

export function claimAt(claims: Record<string, unknown>, path: string): unknown {
  // The whole name first: some providers use URLs with dots as claim names.
  if (path in claims) return claims[path];
  let value: unknown = claims;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

export function roleFromClaims(
  claims: Record<string, unknown>,
  roleClaim: string,
  roleMap: ReadonlyMap<string, UserRole>,
): UserRole | null {
  const raw = claimAt(claims, roleClaim);
  const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string');
  const roles = values.map((v) => roleMap.get(v)).filter((r): r is UserRole => r !== undefined);
  if (roles.includes('admin')) return 'admin';
  return roles.includes('editor') ? 'editor' : null;
}
