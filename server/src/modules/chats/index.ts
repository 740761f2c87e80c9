/** The chats module's public surface: the chat an order talks in; what notifications read of a chat. */
export { findChat, findMessage, findOrCreateChat, hasUnreadFrom } from './repository.ts';
