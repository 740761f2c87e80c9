/** The chats module's public surface: the chat an order talks in; what notifications read of a chat. */
export { findChat, findOrCreateChat, hasUnreadFrom } from './repository.ts';
