import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ROLE_ADMIN } from '@gamelot/contract/rules';
import type { AdminMail } from '@gamelot/contract/schemas/mail';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { formatDateTime } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session-context';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { adminKeys, listMail } from '../api/admin';
import styles from '../components/Admin.module.css';
import '@/shared/i18n/money-texts';

const LINK = /(https?:\/\/[^\s]+)/g;

/** The mail's text with its links clickable; the rest stays text (never HTML). */
function MailText({ text }: { text: string }) {
  return (
    <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
      {text.split(LINK).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

function MailRow({ mail }: { mail: AdminMail }) {
  const { t } = useTranslation();
  return (
    <tr>
      <td>{mail.recipient}</td>
      <td>
        <details>
          <summary>{mail.subject}</summary>
          <MailText text={mail.text} />
        </details>
      </td>
      <td>{formatDateTime(mail.createdAt, currentLanguage())}</td>
      <td>{t(`admin.mail.statuses.${mail.status}`)}</td>
    </tr>
  );
}

/** /admin/mail (docs/product.md#mail): what the server mailed or kept, newest first. Administrators only. */
export default function AdminMailPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [page, setPage] = useState(0);
  useDocumentTitle(t('admin.mail.title'));
  const isAdmin = user?.roles.includes(ROLE_ADMIN) ?? false;
  const mail = useQuery({ queryKey: adminKeys.mail(page), queryFn: () => listMail(page), enabled: isAdmin });
  const rows = mail.data?.content ?? [];
  const totalPages = mail.data?.page.totalPages ?? 0;

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title">{t('admin.mail.title')}</h1>
      {!isAdmin ? (
        <p role="alert">{t('admin.forbidden')}</p>
      ) : (
        <>
          <Link to="/admin">{t('pages.admin')}</Link>
          {mail.isPending ? (
            <Spinner />
          ) : mail.isError ? (
            <p role="alert">{t('admin.loadFailed')}</p>
          ) : rows.length === 0 ? (
            <p>{t('admin.empty')}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.mail.recipient')}</th>
                  <th scope="col">{t('admin.mail.subject')}</th>
                  <th scope="col">{t('admin.mail.time')}</th>
                  <th scope="col">{t('admin.mail.status')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <MailRow key={row.id} mail={row} />
                ))}
              </tbody>
            </table>
          )}
          {totalPages > 1 && (
            <div>
              <Button variant="ghost" disabled={page === 0} onClick={() => setPage(page - 1)}>
                ←
              </Button>
              <span>
                {page + 1} / {totalPages}
              </span>
              <Button variant="ghost" disabled={page + 1 >= totalPages} onClick={() => setPage(page + 1)}>
                →
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
