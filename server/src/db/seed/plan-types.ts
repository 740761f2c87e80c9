import type { LotAttributes, ProductAttributeLabels, ProductAttributes } from '../schema/catalog.ts';
import type { Lang } from './offer-text-data.ts';
import type { PictureSet } from './pictures.ts';

// The whole demo data set, planned in memory before anything is written. Rows refer to each other
// by index into these arrays; the writer turns indexes into database ids.

export type PlannedUser = {
  handle: string;
  name: string;
  email: string;
  createdAt: Date;
  lastSeenAt: Date;
  lang: Lang;
  /** Games this user sells in (empty for buyers). */
  games: number[];
  profile: {
    info: string;
    imageUrl: string;
    backgroundUrl: string;
    country: string;
    socialLinks: Record<string, string>;
    lastAchievement: string | null;
    sellerRating: number;
  };
};

export type PlannedLot = { name: string; nameEn: string; position: number; attributes: LotAttributes };

export type PlannedProduct = {
  name: string;
  description: string;
  descriptionEn: string;
  imageUrl: string;
  attributes: ProductAttributes;
  attributeLabels: ProductAttributeLabels;
  createdAt: Date;
  lots: PlannedLot[];
};

export type PlannedOffer = {
  seller: number;
  product: number;
  lot: number;
  name: string;
  shortDescription: string;
  longDescription: string;
  unitPriceKopecks: number;
  originalPriceKopecks: number;
  priceKopecks: number;
  availability: number;
  active: boolean;
  pictureUrl: string;
  attributes: Record<string, string | number>;
  createdAt: Date;
  updatedAt: Date;
};

export type PlannedReview = {
  buyer: number;
  seller: number;
  offer: number;
  offerName: string;
  rating: number;
  comment: string;
  sellerReply: string | null;
  sellerRepliedAt: Date | null;
  createdAt: Date;
};

export type PlannedFollow = { follower: number; followed: number; createdAt: Date };
export type PlannedFavorite = { user: number; offer: number; createdAt: Date };

export type PlannedMessage = { sender: number; content: string; createdAt: Date; isRead: boolean };
export type PlannedChat = {
  users: [number, number];
  offer: number;
  createdAt: Date;
  messages: PlannedMessage[];
};

export type PlannedNotification = {
  user: number;
  /** The chat the notification links to. */
  chat: number;
  eventType: string;
  kind: 'chatMessage';
  params: { name: string; preview: string };
  status: 'READ' | 'UNREAD';
  createdAt: Date;
};

export type SeedPlan = {
  users: PlannedUser[];
  products: PlannedProduct[];
  offers: PlannedOffer[];
  reviews: PlannedReview[];
  follows: PlannedFollow[];
  favorites: PlannedFavorite[];
  chats: PlannedChat[];
  notifications: PlannedNotification[];
  pictures: PictureSet;
};
