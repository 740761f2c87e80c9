import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userProfiles, users } from '../../db/schema/index.ts';

/** SQL for the profile editor. */

export type ProfileChanges = {
  info?: string | null;
  imageUrl?: string | null;
  backgroundUrl?: string | null;
  socialLinks?: Record<string, string>;
  country?: string | null;
};

/** The picture the user has now (null when none, undefined when the user has no profile row). */
export async function currentImageUrl(db: Db, userId: number): Promise<string | null | undefined> {
  const [row] = await db
    .select({ imageUrl: userProfiles.imageUrl })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row?.imageUrl;
}

/** Sets the name and the given profile fields; creates the profile row if an import left none. */
export async function updateProfile(
  db: Db,
  userId: number,
  name: string,
  changes: ProfileChanges,
): Promise<void> {
  await db.update(users).set({ name }).where(eq(users.id, userId));
  const set = { ...changes, updatedAt: sql`now()` };
  await db
    .insert(userProfiles)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: userProfiles.userId, set });
}
