import type { Principal, StoredUser } from '@gamelot/contract/schemas/user';
import { GUEST_NAME, GUEST_USER_ID, ROLE_GUEST } from '@gamelot/contract/rules';

/** The local part of a principal that docs/product.md#entities keeps in storage. */
export function toStoredUser(principal: Principal): StoredUser {
  return {
    id: principal.id,
    name: principal.name,
    profile: { imageUrl: principal.profile?.imageUrl ?? principal.imageUrl ?? null },
    isAnonymous: principal.isAnonymous,
    roles: principal.roles,
  };
}

/** The guest identity of the login flow (docs/product.md#entities: id -1, name 'Guest', no image, role GUEST). */
export function guestUser(): StoredUser {
  return {
    id: GUEST_USER_ID,
    name: GUEST_NAME,
    profile: { imageUrl: null },
    isAnonymous: true,
    roles: [ROLE_GUEST],
  };
}

/** Whether two stored users say the same thing (as stored, field by field). */
export function sameStoredUser(a: StoredUser, b: StoredUser): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    (a.profile?.imageUrl ?? null) === (b.profile?.imageUrl ?? null) &&
    a.isAnonymous === b.isAnonymous &&
    a.roles.join() === b.roles.join()
  );
}
