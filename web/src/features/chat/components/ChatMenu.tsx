import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import type { ChatDetails, ChatListItem } from '@gamelot/contract/schemas/chats';
import { serverMessage } from '@/shared/api-client/api-error';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { IconMore } from '@/shared/ui/icons';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import { chatListQueryKey, chatQueryKey, deleteChat, renameChat } from '../api/chats';
import styles from './ChatMenu.module.css';

type Dialog = 'rename' | 'delete' | null;

/** The window's menu: rename (needs a non-empty name) and delete (needs confirmation), docs/product.md#validation. */
export function ChatMenu({ chat, userId }: { chat: ChatDetails; userId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const choose = (next: Dialog) => {
    setOpen(false);
    setDialog(next);
  };

  return (
    <div className={styles.wrapper} ref={menuRef}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={t('chat.menu')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      >
        <IconMore size={20} />
      </button>
      {open && (
        <div id={menuId} role="menu" className={styles.menu}>
          <button type="button" role="menuitem" className={styles.item} onClick={() => choose('rename')}>
            {t('chat.rename')}
          </button>
          <button
            type="button"
            role="menuitem"
            className={`${styles.item} ${styles.danger}`}
            onClick={() => choose('delete')}
          >
            {t('chat.delete')}
          </button>
        </div>
      )}
      {dialog === 'rename' && <RenameDialog chat={chat} userId={userId} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteDialog chat={chat} userId={userId} onClose={() => setDialog(null)} />}
    </div>
  );
}

function errorText(error: unknown, fallback: string): string {
  return serverMessage(error, fallback);
}

function RenameDialog({ chat, userId, onClose }: { chat: ChatDetails; userId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(chat.chatName);
  const [invalid, setInvalid] = useState(false);
  const titleId = useId();
  const fieldId = useId();
  const rename = useMutation({
    mutationFn: (chatName: string) => renameChat({ chatId: chat.id, userId, chatName }),
    onSuccess: (row) => {
      queryClient.setQueryData<ChatDetails>(chatQueryKey(chat.id), (old) =>
        old ? { ...old, chatName: row.chatName } : old,
      );
      queryClient.setQueryData<ChatListItem[]>(chatListQueryKey(userId), (old) =>
        old?.map((item) => (item.id === row.id ? row : item)),
      );
      onClose();
    },
  });

  return (
    <ModalDialog labelledBy={titleId} onDismiss={onClose} dismissible={!rename.isPending}>
      <form
        className={styles.dialog}
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return setInvalid(true);
          rename.mutate(name.trim());
        }}
      >
        <h2 id={titleId} className={styles.title}>
          {t('chat.renameTitle')}
        </h2>
        <label htmlFor={fieldId} className={styles.label}>
          {t('chat.nameLabel')}
        </label>
        <input
          id={fieldId}
          className={styles.field}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setInvalid(false);
          }}
          aria-invalid={invalid || undefined}
          autoComplete="off"
        />
        {invalid && <Alert>{t('chat.nameRequired')}</Alert>}
        {rename.isError && <Alert>{errorText(rename.error, t('chat.renameFailed'))}</Alert>}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={rename.isPending}>
            {t('chat.cancel')}
          </Button>
          <Button type="submit" disabled={rename.isPending}>
            {t('chat.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

function DeleteDialog({ chat, userId, onClose }: { chat: ChatDetails; userId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const titleId = useId();
  const textId = useId();
  const remove = useMutation({
    mutationFn: () => deleteChat(chat.id),
    onSuccess: () => {
      queryClient.setQueryData<ChatListItem[]>(chatListQueryKey(userId), (old) =>
        old?.filter((item) => item.id !== chat.id),
      );
      onClose();
      void navigate('/chat');
    },
  });
  return (
    <ModalDialog
      labelledBy={titleId}
      describedBy={textId}
      onDismiss={onClose}
      dismissible={!remove.isPending}
    >
      <div className={styles.dialog}>
        <h2 id={titleId} className={styles.title}>
          {t('chat.deleteTitle')}
        </h2>
        <p id={textId}>{t('chat.deleteText', { name: chat.chatName })}</p>
        {remove.isError && <Alert>{errorText(remove.error, t('chat.deleteFailed'))}</Alert>}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t('chat.cancel')}
          </Button>
          <Button
            variant="secondary"
            className={styles.dangerButton}
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
          >
            {t('chat.deleteConfirm')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
