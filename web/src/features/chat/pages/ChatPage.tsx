import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/shared/ui/ComingSoon';

/** SPEC §2 Chat (/chat, /chat/:chatId): placeholder until the chat issue. */
export default function ChatPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.chats')} />;
}
