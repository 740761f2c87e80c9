import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatDateTime, formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { Pagination } from '@/shared/ui/Pagination';
import { getHistory, walletKeys } from '../api/wallet';
import styles from './WalletSections.module.css';
import '@/shared/i18n/money-texts';

const dateTime = (value: string, lng: string) => formatDateTime(value, lng) ?? '';

/** Every movement of the user's money, newest first. */
export function WalletHistory() {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: walletKeys.history(page - 1),
    queryFn: () => getHistory(page - 1),
    placeholderData: keepPreviousData,
  });

  return (
    <section className={styles.section} aria-labelledby="history-title">
      <h2 id="history-title" className={styles.title}>
        {t('wallet.history')}
      </h2>
      {history.isPending ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : history.isError ? (
        <p role="alert">{t('wallet.loadFailed')}</p>
      ) : history.data.content.length === 0 ? (
        <p className={styles.muted}>{t('wallet.noHistory')}</p>
      ) : (
        <>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('wallet.when')}</th>
                <th scope="col">{t('wallet.what')}</th>
                <th scope="col" className={styles.number}>
                  {t('wallet.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.content.map((entry) => (
                <tr key={entry.id} data-kind={entry.kind}>
                  <td>{dateTime(entry.createdAt, lng)}</td>
                  <td>
                    {t(`wallet.kinds.${entry.kind}`)}
                    {entry.account === 'held' && ` · ${t('wallet.heldAccount')}`}
                    {entry.account === 'warranty' && ` · ${t('wallet.warrantyAccount')}`}
                    {entry.orderId !== null && (
                      <>
                        {' · '}
                        <Link to={`/orders/${entry.orderId}`}>
                          {t('wallet.order', { id: entry.orderId })}
                        </Link>
                      </>
                    )}
                  </td>
                  <td className={`${styles.number} ${entry.amount >= 0 ? styles.plus : styles.minus}`}>
                    {entry.amount >= 0 ? '+' : '−'}
                    {formatRoubles(Math.abs(entry.amount), lng)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {history.data.page.totalPages > 1 && (
            <Pagination
              page={page}
              totalPages={history.data.page.totalPages}
              onPageChange={setPage}
              labels={{
                nav: t('wallet.historyPages'),
                previous: t('wallet.previous'),
                next: t('wallet.next'),
                status: t('wallet.pageOf', { page, total: history.data.page.totalPages }),
                pageSize: '',
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
