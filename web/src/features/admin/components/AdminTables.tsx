import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatDateTime, formatRelativeTime, formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui/Button';
import {
  adminKeys,
  decideWithdrawal,
  listDisputes,
  listOffers,
  listUsers,
  listWithdrawals,
  setBlocked,
  setSuspended,
} from '../api/admin';
import styles from './Admin.module.css';
import '@/shared/i18n/money-texts';

/** The dialog's form brings zod and react-hook-form: its own chunk (ADR 0045). */
const ReasonDialog = lazy(() => import('./ReasonDialog').then((m) => ({ default: m.ReasonDialog })));

function States({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean };
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (query.isError) return <p role="alert">{t('admin.loadFailed')}</p>;
  if (empty) return <p className={styles.muted}>{t('admin.empty')}</p>;
  return <>{children}</>;
}

/** A button that asks for the reason of a decision, then takes it (ReasonDialog). */
function DecisionButton({
  label,
  title,
  act,
  variant = 'secondary',
}: {
  label: string;
  title: string;
  act: (reason: string) => Promise<unknown>;
  variant?: 'primary' | 'secondary';
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size="sm" variant={variant} onClick={() => setAsking(true)}>
        {label}
      </Button>
      {asking && (
        // The dialog's code arrives a moment after the click: nothing in its place meanwhile.
        <Suspense fallback={null}>
          <ReasonDialog title={title} confirm={label} act={act} onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Open disputes, the seller's answer deadline soonest first, with the time left: each opens its
 * order, with its chat and evidence, where the administrator resolves it.
 */
export function DisputesTable() {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const disputes = useQuery({ queryKey: adminKeys.disputes('open'), queryFn: () => listDisputes('open') });
  const rows = disputes.data?.content ?? [];
  return (
    <States query={disputes} empty={rows.length === 0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('admin.order')}</th>
            <th scope="col">{t('admin.answerBy')}</th>
            <th scope="col">{t('admin.parties')}</th>
            <th scope="col">{t('admin.amount')}</th>
            <th scope="col">{t('admin.reasonColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.id}>
              <td>
                <Link to={`/orders/${d.orderId}`}>{t('orders.number', { id: d.orderId })}</Link>
              </td>
              <td data-testid="dispute-answer-by">
                {d.sellerAnsweredAt
                  ? t('admin.answeredShort')
                  : d.sellerAnswerBy && (
                      <time dateTime={d.sellerAnswerBy} title={formatDateTime(d.sellerAnswerBy, lng) ?? ''}>
                        {formatRelativeTime(d.sellerAnswerBy, lng)}
                      </time>
                    )}
              </td>
              <td>
                {d.buyer.name} → {d.seller.name}
              </td>
              <td>{formatRoubles(d.total, lng)}</td>
              <td>{d.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </States>
  );
}

/** Pending withdrawals: approve (paid out) or reject (money returns), with a reason. */
export function WithdrawalsTable() {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const list = useQuery({
    queryKey: adminKeys.withdrawals('pending'),
    queryFn: () => listWithdrawals('pending'),
  });
  const rows = list.data?.content ?? [];
  return (
    <States query={list} empty={rows.length === 0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('admin.user')}</th>
            <th scope="col">{t('admin.amount')}</th>
            <th scope="col">{t('admin.destination')}</th>
            <th scope="col">{t('admin.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((w) => (
            <tr key={w.id}>
              <td>
                <Link to={`/profiles/${w.user.id}`}>{w.user.name}</Link>
              </td>
              <td>{formatRoubles(w.amount, lng)}</td>
              <td>{w.destination}</td>
              <td className={styles.rowActions}>
                <DecisionButton
                  variant="primary"
                  label={t('admin.approve')}
                  title={t('admin.approveTitle')}
                  act={(reason) => decideWithdrawal(w.id, 'approve', reason)}
                />
                <DecisionButton
                  label={t('admin.reject')}
                  title={t('admin.rejectTitle')}
                  act={(reason) => decideWithdrawal(w.id, 'reject', reason)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </States>
  );
}

function SearchBox({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
}) {
  return (
    <input
      type="search"
      className={styles.search}
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** Offers by name: block (they leave the market, keep their history) or unblock, with a reason. */
export function OffersTable() {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const [query, setQuery] = useState('');
  const list = useQuery({ queryKey: adminKeys.offers(query), queryFn: () => listOffers(query) });
  const rows = list.data?.content ?? [];
  return (
    <>
      <SearchBox value={query} onChange={setQuery} label={t('admin.searchOffers')} />
      <States query={list} empty={rows.length === 0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('admin.offer')}</th>
              <th scope="col">{t('admin.seller')}</th>
              <th scope="col">{t('admin.amount')}</th>
              <th scope="col">{t('admin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={o.id} data-blocked={o.blocked}>
                <td>
                  <Link to={`/offer/${o.id}`}>{o.name}</Link>
                  {o.blocked && <span className={styles.flag}> · {t('admin.blocked')}</span>}
                </td>
                <td>{o.sellerName}</td>
                <td>{formatRoubles(o.price, lng)}</td>
                <td className={styles.rowActions}>
                  <DecisionButton
                    label={o.blocked ? t('admin.unblock') : t('admin.block')}
                    title={o.blocked ? t('admin.unblockTitle') : t('admin.blockTitle')}
                    act={(reason) => setBlocked(o.id, !o.blocked, reason)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </States>
    </>
  );
}

/** Users by name or e-mail: suspend (they can sign in only to read) or lift it, with a reason. */
export function UsersTable() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const list = useQuery({ queryKey: adminKeys.users(query), queryFn: () => listUsers(query) });
  const rows = list.data?.content ?? [];
  return (
    <>
      <SearchBox value={query} onChange={setQuery} label={t('admin.searchUsers')} />
      <States query={list} empty={rows.length === 0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('admin.user')}</th>
              <th scope="col">{t('admin.email')}</th>
              <th scope="col">{t('admin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((u) => (
              <tr key={u.id} data-suspended={u.suspended}>
                <td>
                  <Link to={`/profiles/${u.id}`}>{u.name}</Link>
                  {u.suspended && <span className={styles.flag}> · {t('admin.suspended')}</span>}
                </td>
                <td>{u.email}</td>
                <td className={styles.rowActions}>
                  <DecisionButton
                    label={u.suspended ? t('admin.unsuspend') : t('admin.suspend')}
                    title={u.suspended ? t('admin.unsuspendTitle') : t('admin.suspendTitle')}
                    act={(reason) => setSuspended(u.id, !u.suspended, reason)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </States>
    </>
  );
}
