import { NOTIFICATION_EVENT_TYPES } from '@gamelot/contract/notifications';
import { IconBag, IconBell, IconCard, IconChat, IconStar, IconUserPlus } from '@/shared/ui/icons';

const ICONS: Record<string, typeof IconBell> = {
  [NOTIFICATION_EVENT_TYPES.chatMessage]: IconChat,
  [NOTIFICATION_EVENT_TYPES.orderCreated]: IconBag,
  [NOTIFICATION_EVENT_TYPES.paymentSuccess]: IconCard,
  [NOTIFICATION_EVENT_TYPES.newFollower]: IconUserPlus,
  [NOTIFICATION_EVENT_TYPES.newReview]: IconStar,
  [NOTIFICATION_EVENT_TYPES.reviewReply]: IconStar,
};

/** docs/product.md#screens: an icon by event type; any other type gets the default (the bell). */
export function NotificationIcon({ eventType }: { eventType: string }) {
  const Icon = ICONS[eventType] ?? IconBell;
  return <Icon size={18} data-event-type={eventType in ICONS ? eventType : 'default'} />;
}
