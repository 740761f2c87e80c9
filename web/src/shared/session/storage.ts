import type { StoredUser } from '@gamelot/contract/schemas/user';
import { ROLE_GUEST } from '@gamelot/contract/rules';

/** localStorage keys of docs/product.md#entities "Session storage keys". */
export const STORAGE_KEYS = {
  jwt: 'jwt',
  user: 'user',
  userId: 'userId',
  returnPath: 'returnPath',
  searchData: 'searchData',
} as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lives for this page only.
  }
}

export function getToken(): string | null {
  const token = read(STORAGE_KEYS.jwt);
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

export function setToken(token: string): void {
  write(STORAGE_KEYS.jwt, token);
}

function isStoredUser(value: unknown): value is StoredUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Partial<StoredUser>;
  return typeof user.id === 'number' && typeof user.name === 'string';
}

export function getStoredUser(): StoredUser | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isStoredUser(parsed)) return null;
    return {
      id: parsed.id,
      name: parsed.name,
      profile: { imageUrl: parsed.profile?.imageUrl ?? null },
      isAnonymous: parsed.isAnonymous === true,
      roles: Array.isArray(parsed.roles) ? parsed.roles : [],
    };
  } catch {
    return null;
  }
}

/** Stores the user and, as docs/product.md#entities asks, its id under its own key. */
export function setStoredUser(user: StoredUser): void {
  write(STORAGE_KEYS.user, JSON.stringify(user));
  write(STORAGE_KEYS.userId, String(user.id));
}

export function isGuestUser(user: StoredUser | null): boolean {
  return !!user && (user.isAnonymous || user.roles.includes(ROLE_GUEST));
}

export function getReturnPath(): string | null {
  return read(STORAGE_KEYS.returnPath);
}

export function setReturnPath(path: string): void {
  write(STORAGE_KEYS.returnPath, path);
}

export function clearReturnPath(): void {
  write(STORAGE_KEYS.returnPath, null);
}

/** docs/product.md#states logout: clears jwt, user, userId and returnPath (search data stays: it is not personal). */
export function clearSession(): void {
  write(STORAGE_KEYS.jwt, null);
  write(STORAGE_KEYS.user, null);
  write(STORAGE_KEYS.userId, null);
  write(STORAGE_KEYS.returnPath, null);
}
