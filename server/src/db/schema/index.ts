export * from './users.ts';
export * from './catalog.ts';
export * from './offers.ts';
export * from './social.ts';
export * from './chats.ts';
export * from './notifications.ts';
export * from './ledger.ts';
export * from './orders.ts';
