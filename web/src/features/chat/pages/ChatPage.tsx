import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { useSession } from '@/shared/session/session-context';
import { IconChat } from '@/shared/ui/icons';
import { ChatList } from '../components/ChatList';
import { ChatWindow } from '../components/ChatWindow';
import styles from './ChatPage.module.css';

function parseChatId(value: string | undefined): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * docs/product.md#screens Chat (/chat, /chat/:chatId): the list on the left, the open chat on the right. Under
 * 768 px only one of them shows: the list at /chat, the window (with a back button) at /chat/{id}.
 */
export default function ChatPage() {
  const { t } = useTranslation();
  const { chatId } = useParams();
  const { userId, isGuest } = useSession();
  useDocumentTitle(t('pages.chats'));
  const openId = parseChatId(chatId);

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className="visually-hidden">
        {t('pages.chats')}
      </h1>
      {isGuest || userId === null ? (
        <div className={styles.guest}>
          <p>{t('chat.guest')}</p>
          <Link to="/login" state={{ from: '/chat' }}>
            {t('chat.guestLogin')}
          </Link>
        </div>
      ) : (
        <div className={styles.layout} data-view={chatId ? 'window' : 'list'}>
          <ChatList userId={userId} openChatId={openId} />
          {openId ? (
            <ChatWindow key={openId} chatId={openId} userId={userId} />
          ) : chatId ? (
            <div className={styles.select}>
              <p role="alert">{t('chat.notFound')}</p>
            </div>
          ) : (
            <div className={styles.select}>
              <IconChat size={40} />
              <p>{t('chat.selectChat')}</p>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
