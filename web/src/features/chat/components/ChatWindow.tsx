import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { Attachment, ChatDetails } from '@gamelot/contract/schemas/chats';
import { isApiError } from '@/shared/api-client/api-error';
import { ONLINE_STATUS_CHAT_POLL_MS } from '@/shared/presence/online-status';
import { PresenceStatus } from '@/shared/presence/PresenceStatus';
import { Avatar } from '@/shared/ui/Avatar';
import { IconArrowLeft } from '@/shared/ui/icons';
import { chatQueryKey, getChat } from '../api/chats';
import { useChatMessages } from '../hooks/useChatMessages';
import { ChatMenu } from './ChatMenu';
import { Composer } from './Composer';
import { Lightbox } from './Lightbox';
import { MessageList } from './MessageList';
import styles from './ChatWindow.module.css';

/** docs/product.md#screens Chat: the right window for one chat. */
export function ChatWindow({ chatId, userId }: { chatId: number; userId: number }) {
  const { t } = useTranslation();
  const chat = useQuery({
    queryKey: chatQueryKey(chatId),
    queryFn: () => getChat(chatId, userId),
    retry: false,
  });

  if (chat.isPending)
    return (
      <section className={styles.window}>
        <p className={styles.state}>{t('common.loading')}</p>
      </section>
    );
  if (chat.isError) {
    const missing = isApiError(chat.error) && (chat.error.status === 404 || chat.error.status === 403);
    return (
      <section className={styles.window}>
        <BackLink />
        <p className={styles.state} role="alert">
          {missing ? t('chat.notFound') : t('chat.openFailed')}
        </p>
      </section>
    );
  }
  return <OpenChat chat={chat.data} userId={userId} />;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/chat" className={styles.back} aria-label={t('chat.back')} title={t('chat.back')}>
      <IconArrowLeft size={20} />
    </Link>
  );
}

function OpenChat({ chat, userId }: { chat: ChatDetails; userId: number }) {
  const { t } = useTranslation();
  const { history, send, connected } = useChatMessages(chat, userId);
  const [lightbox, setLightbox] = useState<Attachment | null>(null);
  // Not a participant: an administrator reading an order's chat to decide its dispute.
  const arbiter = chat.user1Id !== userId && chat.user2Id !== userId;

  return (
    <section className={styles.window} aria-labelledby="chat-title">
      <header className={styles.header}>
        <BackLink />
        <Link to={`/profiles/${chat.partnerId}`} className={styles.partner}>
          <Avatar name={chat.partnerName} imageUrl={chat.partnerAvatar} size={40} />
        </Link>
        <div className={styles.heading}>
          <h2 id="chat-title" className={styles.title}>
            {chat.chatName}
          </h2>
          <PresenceStatus
            userId={chat.partnerId}
            intervalMs={ONLINE_STATUS_CHAT_POLL_MS}
            className={styles.presence}
          />
          {chat.offerId && chat.offerName && (
            <Link to={`/offer/${chat.offerId}`} className={styles.offer}>
              {t('chat.about', { name: chat.offerName })}
            </Link>
          )}
        </div>
        {!arbiter && <ChatMenu chat={chat} userId={userId} />}
      </header>
      <MessageList
        userId={userId}
        messages={history.data}
        loading={history.isPending}
        failed={history.isError}
        onOpenImage={setLightbox}
      />
      {!connected && (
        <p className={styles.offline} role="status">
          {t('chat.connecting')}
        </p>
      )}
      {arbiter ? (
        <p className={styles.offline} role="note">
          {t('chat.arbiter')}
        </p>
      ) : (
        <Composer connected={connected} onSend={send} />
      )}
      {lightbox && <Lightbox image={lightbox} onClose={() => setLightbox(null)} />}
    </section>
  );
}
