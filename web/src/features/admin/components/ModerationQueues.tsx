import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { AdminAppeal, Report } from '@gamelot/contract/schemas/moderation';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/Button';
import { listAppeals, listReports, moderationAdminKeys } from '../api/moderation';
import styles from './Admin.module.css';
import '@/shared/i18n/moderation-texts';

/** The decision dialogs bring zod and react-hook-form: their own chunk (ADR 0045). */
const DecideReportDialog = lazy(() =>
  import('./ModerationDialogs').then((m) => ({ default: m.DecideReportDialog })),
);
const DecideAppealDialog = lazy(() =>
  import('./ModerationDialogs').then((m) => ({ default: m.DecideAppealDialog })),
);

const targetLink = (r: Report) =>
  r.targetKind === 'offer' ? `/offer/${r.targetId}` : `/profiles/${r.targetOwner.id}`;

function QueueState({ pending, error, empty }: { pending: boolean; error: boolean; empty: boolean }) {
  const { t } = useTranslation();
  if (pending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (error) return <p role="alert">{t('moderation.admin.failed')}</p>;
  if (empty) return <p className={styles.muted}>{t('moderation.admin.empty')}</p>;
  return null;
}

/** Which part of a queue is shown: the cases waiting for a decision, or those decided. */
function StatusSwitch<S extends 'open' | 'pending' | 'decided'>({
  values,
  value,
  onChange,
}: {
  values: readonly S[];
  value: S;
  onChange: (status: S) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.rowActions}>
      {values.map((s) => (
        <Button key={s} size="sm" variant={s === value ? 'primary' : 'secondary'} onClick={() => onChange(s)}>
          {t(`moderation.admin.${s}`)}
        </Button>
      ))}
    </div>
  );
}

/** Reports, the earliest deadline first; each decided with an action, a rule and a reason. */
export function ReportsQueue() {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const [status, setStatus] = useState<'open' | 'decided'>('open');
  const [deciding, setDeciding] = useState<Report | null>(null);
  const query = useQuery({
    queryKey: moderationAdminKeys.reports(status),
    queryFn: () => listReports(status),
  });
  const rows = query.data?.content ?? [];
  const now = Date.now();
  return (
    <>
      <StatusSwitch values={['open', 'decided'] as const} value={status} onChange={setStatus} />
      <QueueState pending={query.isPending} error={query.isError} empty={rows.length === 0} />
      {rows.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('moderation.admin.number')}</th>
              <th>{t('moderation.admin.due')}</th>
              <th>{t('moderation.admin.target')}</th>
              <th>{t('moderation.admin.reason')}</th>
              <th>{t('moderation.admin.reporter')}</th>
              <th>{status === 'open' ? t('moderation.admin.decide') : t('moderation.admin.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-testid={`report-row-${r.id}`}>
                <td>{r.id}</td>
                <td>
                  {formatDateTime(r.dueAt, lng)}
                  {r.status === 'open' && Date.parse(r.dueAt) < now && (
                    <span className={styles.flag}> ({t('moderation.admin.overdue')})</span>
                  )}
                </td>
                <td>
                  {t(`moderation.targetKinds.${r.targetKind}`)}:{' '}
                  <Link to={targetLink(r)}>{r.targetLabel}</Link>
                  <br />
                  {t('moderation.admin.owner')}: {r.targetOwner.name}
                </td>
                <td>
                  {t(`moderation.reasons.${r.reason}`)}
                  {r.comment && (
                    <>
                      <br />
                      {r.comment}
                    </>
                  )}
                  {r.evidence.map((file, i) => (
                    <span key={file.url}>
                      {' '}
                      <a href={file.url} target="_blank" rel="noreferrer">
                        {t('moderation.admin.evidenceFile', { n: i + 1 })}
                      </a>
                    </span>
                  ))}
                </td>
                <td>{r.reporter.name}</td>
                <td>
                  {r.status === 'open' ? (
                    <Button size="sm" onClick={() => setDeciding(r)}>
                      {t('moderation.admin.decide')}
                    </Button>
                  ) : (
                    r.outcome && t(`moderation.outcomes.${r.outcome}`)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {deciding && (
        <Suspense fallback={null}>
          <DecideReportDialog report={deciding} onClose={() => setDeciding(null)} />
        </Suspense>
      )}
    </>
  );
}

/** Appeals, the earliest deadline first; the administrator who took the decision may not decide. */
export function AppealsQueue() {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const [status, setStatus] = useState<'pending' | 'decided'>('pending');
  const [deciding, setDeciding] = useState<AdminAppeal | null>(null);
  const query = useQuery({
    queryKey: moderationAdminKeys.appeals(status),
    queryFn: () => listAppeals(status),
  });
  const rows = query.data?.content ?? [];
  return (
    <>
      <StatusSwitch values={['pending', 'decided'] as const} value={status} onChange={setStatus} />
      <QueueState pending={query.isPending} error={query.isError} empty={rows.length === 0} />
      {rows.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('moderation.admin.due')}</th>
              <th>{t('moderation.admin.decision')}</th>
              <th>{t('moderation.admin.user')}</th>
              <th>{t('moderation.admin.appealText')}</th>
              <th>{t('moderation.admin.decidedBy')}</th>
              <th>{status === 'pending' ? t('moderation.admin.decide') : t('moderation.admin.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={a.id} data-testid={`appeal-row-${a.id}`}>
                <td>{a.appeal && formatDateTime(a.appeal.dueAt, lng)}</td>
                <td>
                  №{a.id} {t(`moderation.actions.${a.action}`)}: {a.subjectLabel}
                  <br />
                  {a.rule && t(`moderation.rules.${a.rule}`)} {a.reason}
                </td>
                <td>{a.affectedUser.name}</td>
                <td>{a.appeal?.text}</td>
                <td>{a.decidedBy.name}</td>
                <td>
                  {a.appeal?.status !== 'pending' ? (
                    a.appeal && t(`moderation.appealStatuses.${a.appeal.status}`, { due: '' })
                  ) : a.mayDecide ? (
                    <Button size="sm" onClick={() => setDeciding(a)}>
                      {t('moderation.admin.decide')}
                    </Button>
                  ) : (
                    <span className={styles.muted}>{t('moderation.admin.notYours')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {deciding && (
        <Suspense fallback={null}>
          <DecideAppealDialog appeal={deciding} onClose={() => setDeciding(null)} />
        </Suspense>
      )}
    </>
  );
}
