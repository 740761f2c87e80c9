import { z } from 'zod';

export const socialNetworks = ['vk', 'telegram', 'discord', 'youtube', 'twitter'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const profileSchema = z.object({
  info: z.string().nullable(),
  imageUrl: z.string().nullable(),
  backgroundUrl: z.string().nullable(),
  country: z.string().nullable(),
  socialLinks: z.record(z.string(), z.string()),
  lastAchievement: z.string().nullable(),
  sellerRating: z.number(),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/users/getUserPrincipalData (docs/product.md#entities User). */
export const principalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  imageUrl: z.string().nullable(),
  createdAt: z.string().nullable(),
  roles: z.array(z.string()),
  isAnonymous: z.boolean(),
  /**
   * Whether the account has a password to change (false for Google-only
   * accounts and guests), so settings shows the password form only where it can work.
   */
  hasPassword: z.boolean(),
  /** Whether Google signs in to this account (settings offers Link or Unlink). */
  googleLinked: z.boolean(),
  /**
   * Whether the owner proved they receive mail at `email` (ADR 0052): selling and withdrawing
   * need it. Always false for guests.
   */
  emailVerified: z.boolean(),
  profile: profileSchema.nullable(),
});
export type Principal = z.infer<typeof principalSchema>;

/** The identity the web app keeps locally (docs/product.md#entities: id, name, profile.imageUrl, isAnonymous). */
export type StoredUser = {
  id: number;
  name: string;
  profile: { imageUrl: string | null };
  isAnonymous: boolean;
  roles: string[];
};

export { GUEST_NAME, GUEST_USER_ID } from '../rules.ts';
