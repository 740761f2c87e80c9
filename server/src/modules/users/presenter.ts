import { DELETED_USER_NAME } from '@gamelot/contract/rules';
import type { UserBasic, UserFull } from '@gamelot/contract/schemas/profiles';
import type { Principal as PrincipalData, Profile } from '@gamelot/contract/schemas/user';
import type { BasicRow, ProfileRow, UserRow } from './repository.ts';

/** Users and profiles as the API shows them. */

export function toPrincipalData(user: UserRow, profile: ProfileRow | null): PrincipalData {
  const p = toProfile(profile);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    imageUrl: p.imageUrl,
    createdAt: user.createdAt.toISOString(),
    roles: user.roles,
    isAnonymous: false,
    hasPassword: user.passwordHash !== null,
    googleLinked: user.googleSubject !== null,
    emailVerified: user.emailVerifiedAt !== null,
    profile: p,
  };
}

/** A missing profile row reads as an empty profile, with the column defaults. */
export function toProfile(profile: ProfileRow | null): Profile {
  return {
    info: profile?.info ?? null,
    imageUrl: profile?.imageUrl ?? null,
    backgroundUrl: profile?.backgroundUrl ?? null,
    country: profile?.country ?? null,
    socialLinks: profile?.socialLinks ?? {},
    lastAchievement: profile?.lastAchievement ?? null,
    sellerRating: profile?.sellerRating ?? 1,
  };
}

/** A user's name and picture as getBasicData answers them ('Deleted user' once deleted). */
export function toUserBasic(row: BasicRow): UserBasic {
  const deleted = row.deletedAt !== null;
  const imageUrl = deleted ? null : row.imageUrl;
  return {
    id: row.id,
    name: deleted ? DELETED_USER_NAME : row.name,
    imageUrl,
    createdAt: row.createdAt.toISOString(),
    isDeleted: deleted,
    profile: { imageUrl },
  };
}

export function toFullData(
  row: { user: UserRow; profile: ProfileRow | null; isOnline: boolean },
  viewerId: number | null,
): UserFull {
  const profile = toProfile(row.profile);
  return {
    id: row.user.id,
    name: row.user.name,
    email: viewerId === row.user.id ? row.user.email : null,
    createdAt: row.user.createdAt.toISOString(),
    imageUrl: profile.imageUrl,
    roles: row.user.roles,
    profile,
    isOnline: row.isOnline,
    lastSeenAt: row.user.lastSeenAt?.toISOString() ?? null,
  };
}
