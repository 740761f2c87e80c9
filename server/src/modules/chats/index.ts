/** The chats module's public surface: the chat an order talks in. */
export { findOrCreateChat } from './repository.ts';
