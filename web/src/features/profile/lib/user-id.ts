/** A route's :userId as a user id, or null when it is not one (then the profile is "not found"). */
export function parseUserId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
