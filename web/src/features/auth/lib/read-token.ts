/** The `token` of an OAuth return URL: from the fragment (#token=…) or else the query (?token=…). */
export function readToken(hash: string, search: string, name = 'token'): string | null {
  const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get(name);
  if (fromHash) return fromHash;
  return new URLSearchParams(search).get(name) || null;
}
