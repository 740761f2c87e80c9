import { isUploadedAvatarUrl } from '@gamelot/contract/rules';
import type { ProfileUpdate, UserFull } from '@gamelot/contract/schemas/profiles';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import { findFull, toFullData } from '../users/index.ts';
import * as repo from './repository.ts';

/** The profile editor (docs/product.md#screens "Edit profile", #validation). */

/**
 * PATCH /api/profile/update: only the owner, whatever id the body names (docs/ARCHITECTURE.md#identity); the policy keeps suspended accounts out (policy/actions.ts). Answers the updated profile.
 */
export async function updateProfile(
  db: Db,
  principal: Principal | null,
  body: ProfileUpdate,
): Promise<UserFull> {
  if (principal?.kind !== 'user') throw forbidden('guestReadOnly');
  if (body.id !== principal.id) throw forbidden();
  const { imageUrl } = body.profile;
  // A picture set elsewhere (Google, the demo seed) may stay; a new one must be an upload of ours.
  if (
    imageUrl &&
    !isUploadedAvatarUrl(imageUrl) &&
    imageUrl !== (await repo.currentImageUrl(db, principal.id))
  ) {
    throw badRequest('avatarInvalid', { 'profile.imageUrl': 'avatarInvalid' });
  }
  return db.transaction(async (tx) => {
    await repo.updateProfile(tx, principal.id, body.name, body.profile);
    const row = await findFull(tx, principal.id);
    // The auth plugin saw a live account; only a deletion committed meanwhile gets here.
    if (!row) throw notFound('userNotFound');
    return toFullData(row, principal.id);
  });
}
