/** Reads the `role` claim of a JWT without verifying it (the server does that). */
export function jwtRole(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    if (claims && typeof claims === 'object' && 'role' in claims && typeof claims.role === 'string') {
      return claims.role;
    }
  } catch {
    // Not a JWT we can read: no role.
  }
  return null;
}
