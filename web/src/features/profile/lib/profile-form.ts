import {
  ABOUT_MAX,
  COUNTRY_MAX_LENGTH,
  isHttpUrl,
  NAME_MAX_LENGTH,
  SOCIAL_LINK_MAX_LENGTH,
  textLength,
} from '@gamelot/contract/rules';
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

export type ProfileProblem = 'required' | 'tooLong' | 'invalidUrl';
export type ProfileProblems = Partial<Record<ProfileField, ProfileProblem>>;

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

/** docs/product.md#validation "Edit profile": name required, about at most 500, social links must be URLs. */
export function validateProfileForm(form: ProfileForm): ProfileProblems {
  const problems: ProfileProblems = {};
  const name = form.name.trim();
  if (!name) problems.name = 'required';
  else if (textLength(name) > NAME_MAX_LENGTH) problems.name = 'tooLong';
  if (textLength(form.country.trim()) > COUNTRY_MAX_LENGTH) problems.country = 'tooLong';
  if (textLength(form.info.trim()) > ABOUT_MAX) problems.info = 'tooLong';
  for (const network of SOCIAL_NETWORKS) {
    const url = form.socialLinks[network].trim();
    if (!url) continue;
    if (url.length > SOCIAL_LINK_MAX_LENGTH) problems[`socialLinks.${network}`] = 'tooLong';
    else if (!isHttpUrl(url)) problems[`socialLinks.${network}`] = 'invalidUrl';
  }
  return problems;
}

/** The PATCH body; `id` is the signed-in user's (docs/product.md#roles), never the route's. */
export function toUpdateBody(signedInUserId: number, form: ProfileForm): ProfileUpdateBody {
  const socialLinks: Record<string, string> = {};
  for (const network of SOCIAL_NETWORKS) {
    const url = form.socialLinks[network].trim();
    if (url) socialLinks[network] = url;
  }
  return {
    id: signedInUserId,
    name: form.name.trim(),
    profile: {
      info: form.info.trim() || null,
      imageUrl: form.imageUrl,
      backgroundUrl: form.backgroundUrl,
      socialLinks,
      country: form.country.trim() || null,
    },
  };
}

const SERVER_FIELDS: Record<string, ProfileField> = {
  name: 'name',
  'profile.info': 'info',
  'profile.country': 'country',
  'profile.imageUrl': 'imageUrl',
  'profile.backgroundUrl': 'backgroundUrl',
  ...Object.fromEntries(SOCIAL_NETWORKS.map((n) => [`profile.socialLinks.${n}`, `socialLinks.${n}`])),
};

/** The server's fieldErrors ('profile.socialLinks.vk': text) keyed by the form's fields. */
export function serverFieldErrors(
  fieldErrors: Record<string, string> | undefined,
): Partial<Record<ProfileField, string>> {
  const mapped: Partial<Record<ProfileField, string>> = {};
  for (const [path, message] of Object.entries(fieldErrors ?? {})) {
    const field = SERVER_FIELDS[path];
    if (field) mapped[field] = message;
  }
  return mapped;
}
