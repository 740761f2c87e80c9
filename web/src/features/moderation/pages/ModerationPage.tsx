import { lazy, Suspense, useState } from 'react';
import type { ModerationDecision, MyReport } from '@gamelot/contract/schemas/moderation';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { formatDateTime } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session-context';
import { Button } from '@/shared/ui/Button';
import { useDecisions, useMyReports } from '../api/moderation';
import styles from '../components/Moderation.module.css';
import '@/shared/i18n/moderation-texts';

/** The appeal's form brings zod and react-hook-form: its own chunk (ADR 0045). */
const AppealDialog = lazy(() =>
  import('../components/AppealDialog').then((m) => ({ default: m.AppealDialog })),
);

function DecisionCard({ d }: { d: ModerationDecision }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  const [appealing, setAppealing] = useState(false);
  const when = (value: string | null) => (value ? (formatDateTime(value, lng) ?? '') : '');
  const what = `${t(`moderation.actions.${d.action}`)}: ${d.subjectLabel}`;
  return (
    <li className={styles.card} data-testid={`decision-${d.id}`}>
      <h3>{what}</h3>
      <dl className={styles.facts}>
        <dt>{t('moderation.page.rule')}</dt>
        <dd>{d.rule ? t(`moderation.rules.${d.rule}`) : '—'}</dd>
        <dt>{t('moderation.page.reason')}</dt>
        <dd>{d.reason || '—'}</dd>
        <dt>{t('moderation.page.startsAt')}</dt>
        <dd>{when(d.startsAt)}</dd>
        <dt>{t('moderation.page.endsAt')}</dt>
        <dd>{d.endsAt ? when(d.endsAt) : t('moderation.page.inForce')}</dd>
        {d.appealOf !== null && (
          <>
            <dt>{t('moderation.page.status')}</dt>
            <dd>{t('moderation.page.afterAppeal', { id: d.appealOf })}</dd>
          </>
        )}
        {d.appeal && (
          <>
            <dt>{t('moderation.page.appealText')}</dt>
            <dd>{d.appeal.text}</dd>
            <dt>{t('moderation.page.status')}</dt>
            <dd data-testid="appeal-status">
              {t(`moderation.appealStatuses.${d.appeal.status}`, { due: when(d.appeal.dueAt) })}
            </dd>
            {d.appeal.reason && (
              <>
                <dt>{t('moderation.page.appealAnswer')}</dt>
                <dd>{d.appeal.reason}</dd>
              </>
            )}
          </>
        )}
      </dl>
      {d.appealable && (
        <div>
          <Button size="sm" onClick={() => setAppealing(true)}>
            {t('moderation.page.appeal')}
          </Button>
        </div>
      )}
      {appealing && (
        <Suspense fallback={null}>
          <AppealDialog id={d.id} what={what} onClose={() => setAppealing(false)} />
        </Suspense>
      )}
    </li>
  );
}

function ReportCard({ r }: { r: MyReport }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  return (
    <li className={styles.card} data-testid={`report-${r.id}`}>
      <h3>
        {t('moderation.page.reportNumber', { id: r.id })}: {t(`moderation.targetKinds.${r.targetKind}`)} «
        {r.targetLabel}»
      </h3>
      <dl className={styles.facts}>
        <dt>{t('moderation.page.reason')}</dt>
        <dd>{t(`moderation.reasons.${r.reason}`)}</dd>
        <dt>{t('moderation.page.reportedAt')}</dt>
        <dd>{formatDateTime(r.createdAt, lng)}</dd>
        <dt>{t('moderation.page.status')}</dt>
        <dd data-testid="report-outcome">
          {r.outcome
            ? t(`moderation.outcomes.${r.outcome}`)
            : t('moderation.page.openUntil', { due: formatDateTime(r.dueAt, lng) ?? '' })}
        </dd>
      </dl>
    </li>
  );
}

/**
 * /moderation (docs/product.md#reports-and-moderation): every decision about the user with its
 * rule, reason, start and end and an Appeal button while it may be appealed; their reports and
 * what became of them.
 */
export default function ModerationPage() {
  const { t } = useTranslation();
  const { isSignedIn, isGuest } = useSession();
  const signedIn = isSignedIn && !isGuest;
  useDocumentTitle(t('moderation.page.title'));
  const decisions = useDecisions(signedIn);
  const reports = useMyReports(signedIn);

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title">{t('moderation.page.title')}</h1>
      {!signedIn ? (
        <p>{t('moderation.page.guest')}</p>
      ) : (
        <>
          <section aria-labelledby="decisions-title" className={styles.page}>
            <h2 id="decisions-title">{t('moderation.page.decisions')}</h2>
            <p className={styles.muted}>{t('moderation.page.decisionsHint')}</p>
            {decisions.isPending ? (
              <p className={styles.muted}>{t('common.loading')}</p>
            ) : decisions.isError ? (
              <p role="alert">{t('moderation.page.loadFailed')}</p>
            ) : decisions.data.length === 0 ? (
              <p className={styles.muted}>{t('moderation.page.noDecisions')}</p>
            ) : (
              <ul className={styles.list}>
                {decisions.data.map((d) => (
                  <DecisionCard key={d.id} d={d} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="reports-title" className={styles.page}>
            <h2 id="reports-title">{t('moderation.page.myReports')}</h2>
            {reports.isPending ? (
              <p className={styles.muted}>{t('common.loading')}</p>
            ) : reports.isError ? (
              <p role="alert">{t('moderation.page.loadFailed')}</p>
            ) : reports.data.length === 0 ? (
              <p className={styles.muted}>{t('moderation.page.noReports')}</p>
            ) : (
              <ul className={styles.list}>
                {reports.data.map((r) => (
                  <ReportCard key={r.id} r={r} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}
