import { forbidden, notFound } from '../errors.ts';
import { refusal } from './actions.ts';
import type { Principal } from './principal.ts';

/**
 * Who reads a chat (ADR 0032, docs/decisions/0061-disputes-with-deadlines.md): its two
 * participants read and write it; an administrator reads — never writes, never marks read — the
 * chat of an order under dispute (open or decided) that they are not a party to, so they can
 * arbitrate on what the two sides said. The same rule serves HTTP and STOMP subscriptions.
 */

/** A chat as the policy needs it: its two users, and whether an order's dispute is argued about it. */
export type ChatForReading = { user1Id: number; user2Id: number; disputed: boolean };

export type ChatReader = 'participant' | 'arbiter';

/** How `principal` may read `chat`, or null when they may not. */
export function chatReader(principal: Principal | null, chat: ChatForReading): ChatReader | null {
  if (principal?.kind !== 'user') return null;
  if (principal.id === chat.user1Id || principal.id === chat.user2Id) return 'participant';
  if (chat.disputed && refusal(principal, 'admin.decide') === null) return 'arbiter';
  return null;
}

/** The reader's standing, or 404 when there is no such chat and 403 when it is not theirs to read. */
export function assertChatReader(principal: Principal | null, chat: ChatForReading | undefined): ChatReader {
  if (!chat) throw notFound('chatNotFound');
  const reader = chatReader(principal, chat);
  if (!reader) throw forbidden();
  return reader;
}
