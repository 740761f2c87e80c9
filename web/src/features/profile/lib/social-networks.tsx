import type { SocialNetwork } from '@gamelot/contract/schemas/user';
import type { ComponentType, SVGProps } from 'react';
import { IconTelegram, IconVk, IconX } from '@/shared/ui/icons';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The five networks a profile may link, in the order the editor lists them (docs/product.md#screens). */
export const SOCIAL_NETWORKS = [
  'vk',
  'telegram',
  'discord',
  'youtube',
  'twitter',
] as const satisfies readonly SocialNetwork[];

function filled(path: string) {
  return function Icon({ size = 20, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        <path d={path} />
      </svg>
    );
  };
}

const IconDiscord = filled(
  'M19.3 5.3A16.6 16.6 0 0 0 15.2 4l-.5 1a15.4 15.4 0 0 0-5.4 0L8.8 4a16.5 16.5 0 0 0-4.1 1.3C2 9.2 1.4 13 1.7 16.8a16.7 16.7 0 0 0 5 2.5l1.1-1.7a10.8 10.8 0 0 1-1.7-.8l.4-.3a11.9 11.9 0 0 0 11 0l.4.3c-.5.3-1.1.6-1.7.8l1.1 1.7a16.6 16.6 0 0 0 5-2.5c.4-4.4-.7-8.2-3-11.5ZM8.7 14.5c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Zm6.6 0c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Z',
);
const IconYoutube = filled(
  'M22.5 7.2a2.8 2.8 0 0 0-2-2C18.8 4.7 12 4.7 12 4.7s-6.8 0-8.5.5a2.8 2.8 0 0 0-2 2C1 8.9 1 12 1 12s0 3.1.5 4.8a2.8 2.8 0 0 0 2 2c1.7.5 8.5.5 8.5.5s6.8 0 8.5-.5a2.8 2.8 0 0 0 2-2c.5-1.7.5-4.8.5-4.8s0-3.1-.5-4.8ZM9.8 15.1V8.9l5.7 3.1-5.7 3.1Z',
);

export const SOCIAL_ICONS: Record<SocialNetwork, ComponentType<IconProps>> = {
  vk: IconVk,
  telegram: IconTelegram,
  discord: IconDiscord,
  youtube: IconYoutube,
  twitter: IconX,
};
