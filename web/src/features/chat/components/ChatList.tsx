import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { currentLanguage } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import { UnreadBadge } from '@/shared/ui/UnreadBadge';
import { useChatList } from '../hooks/useChatList';
import { unreadShown } from '../lib/chat-list';
import { listTime } from '../lib/times';
import styles from './ChatList.module.css';

/** docs/product.md#screens Chat: the left list (partner avatar, chat name, offer name, last message, time, unread badge). */
export function ChatList({ userId, openChatId }: { userId: number; openChatId: number | null }) {
  const { t } = useTranslation();
  const chats = useChatList(userId);
  return (
    <nav className={styles.list} aria-labelledby="chat-list-title">
      <h2 id="chat-list-title" className={styles.heading}>
        {t('chat.listTitle')}
      </h2>
      {chats.isPending ? (
        <p className={styles.state}>{t('common.loading')}</p>
      ) : chats.isError ? (
        <p className={styles.state} role="alert">
          {t('chat.loadFailed')}
        </p>
      ) : chats.data.length === 0 ? (
        <div className={styles.state}>
          <p className={styles.emptyTitle}>{t('chat.noChats')}</p>
          <p>{t('chat.noChatsHint')}</p>
        </div>
      ) : (
        <ul className={styles.items}>
          {chats.data.map((chat) => {
            const unread = unreadShown(chat, openChatId);
            const open = chat.id === openChatId;
            return (
              <li key={chat.id}>
                <Link
                  to={`/chat/${chat.id}`}
                  className={open ? `${styles.item} ${styles.open}` : styles.item}
                  aria-current={open ? 'page' : undefined}
                  data-chat-id={chat.id}
                >
                  <Avatar name={chat.partnerName} imageUrl={chat.partnerAvatar} size={42} />
                  <span className={styles.text}>
                    <span className={styles.topLine}>
                      <span className={styles.name}>{chat.chatName}</span>
                      <span className={styles.time}>
                        {listTime(chat.lastMessageTime ?? chat.createdAt, currentLanguage())}
                      </span>
                    </span>
                    {chat.offerName && <span className={styles.offer}>{chat.offerName}</span>}
                    <span className={styles.bottomLine}>
                      <span className={styles.last}>{chat.lastMessage ?? t('chat.noMessagesYet')}</span>
                      <UnreadBadge count={unread} />
                      {unread > 0 && (
                        <span className="visually-hidden">{t('chat.unread', { count: unread })}</span>
                      )}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
