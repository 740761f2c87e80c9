import { renderNotification, renderSystem, type NoticeFormat } from '@gamelot/contract/notices';
import type { Notice } from '@gamelot/contract/schemas/notice';
import { formatDateTime, formatRoubles } from './format';
import type { Language } from './i18n';

/**
 * Notifications and order chat system lines in the interface language (docs/decisions/0065-notices-as-codes.md):
 * written here from their kind and parameters with the contract's catalogue, money as the app
 * writes prices and instants in the reader's own time zone. A row stored before notices were codes
 * (no kind), or of a kind this build does not know yet, shows the text the server sent.
 */

const WEB_FORMAT: NoticeFormat = {
  money: (kopecks, lng) => formatRoubles(kopecks / 100, lng),
  date: (iso, lng) =>
    formatDateTime(iso, lng, {
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    }) ?? iso,
};

/** A notification's title and line in `lng`. */
export function notificationTexts(
  n: { title: string; content: string; kind?: string | null; params?: Notice['params'] | null },
  lng: Language,
): { title: string; content: string } {
  const written = n.kind
    ? renderNotification({ kind: n.kind, params: n.params ?? {} }, lng, WEB_FORMAT)
    : null;
  return written ?? { title: n.title, content: n.content };
}

/** A chat message's text in `lng`: a system line from its notice, anything else as sent. */
export function messageText(m: { content: string; system?: Notice | null }, lng: Language): string {
  return (m.system && renderSystem(m.system, lng, WEB_FORMAT)) ?? m.content;
}
