import type { ProfileUpdateBody, UserFull } from '@gamelot/contract/schemas/profiles';
import type { SocialNetwork } from '@gamelot/contract/schemas/user';
import { SOCIAL_NETWORKS } from './social-networks';

export type ProfileForm = {
  name: string;
  country: string;
  info: string;
  imageUrl: string | null;
  backgroundUrl: string | null;
  socialLinks: Record<SocialNetwork, string>;
};

export type ProfileField =
  'name' | 'country' | 'info' | 'imageUrl' | 'backgroundUrl' | `socialLinks.${SocialNetwork}`;

export function formFromUser(user: UserFull): ProfileForm {
  const links = user.profile.socialLinks;
  return {
    name: user.name,
    country: user.profile.country ?? '',
    info: user.profile.info ?? '',
    imageUrl: user.profile.imageUrl ?? user.imageUrl,
    backgroundUrl: user.profile.backgroundUrl,
    socialLinks: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, links[n] ?? ''])) as Record<
      SocialNetwork,
      string
    >,
  };
}

/**
 * The PATCH body as the form holds it; `id` is the signed-in user's (docs/product.md#roles), never
 * the route's. The contract's schema trims it, turns blank texts into null and drops blank links.
 */
export function toUpdateBody(signedInUserId: number, form: ProfileForm): ProfileUpdateBody {
  return {
    id: signedInUserId,
    name: form.name,
    profile: {
      info: form.info,
      imageUrl: form.imageUrl,
      backgroundUrl: form.backgroundUrl,
      socialLinks: form.socialLinks,
      country: form.country,
    },
  };
}

const BODY_PATHS: Partial<Record<string, ProfileField>> = {
  name: 'name',
  'profile.info': 'info',
  'profile.country': 'country',
  'profile.imageUrl': 'imageUrl',
  'profile.backgroundUrl': 'backgroundUrl',
  ...Object.fromEntries(SOCIAL_NETWORKS.map((n) => [`profile.socialLinks.${n}`, `socialLinks.${n}`])),
};

/** The form field a path of the body names ('profile.socialLinks.vk' → 'socialLinks.vk'), if any. */
export function profileField(path: string): ProfileField | undefined {
  return BODY_PATHS[path];
}
