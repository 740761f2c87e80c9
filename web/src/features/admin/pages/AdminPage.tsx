import { useTranslation } from '@/shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { ROLE_ADMIN } from '@gamelot/contract/rules';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { useSession } from '@/shared/session/session-context';
import { Tabs, tabId, tabPanelId } from '@/shared/ui/Tabs';
import { DisputesTable, OffersTable, UsersTable, WithdrawalsTable } from '../components/AdminTables';
import { AppealsQueue, ReportsQueue } from '../components/ModerationQueues';
import styles from '../components/Admin.module.css';
import '@/shared/i18n/money-texts';
import '@/shared/i18n/moderation-texts';

const SECTIONS = ['disputes', 'reports', 'appeals', 'withdrawals', 'offers', 'users'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * /admin (docs/product.md#disputes): disputes, reports and appeals (docs/product.md#reports-and-moderation),
 * withdrawals, offers and users. Administrators only.
 */
export default function AdminPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('pages.admin'));
  const section: Section = SECTIONS.find((s) => s === params.get('tab')) ?? 'disputes';
  const isAdmin = user?.roles.includes(ROLE_ADMIN) ?? false;
  const sectionLabel = (s: Section) =>
    s === 'reports' || s === 'appeals' ? t(`moderation.admin.${s}`) : t(`admin.sections.${s}`);

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.admin')}</h1>
      {!isAdmin ? (
        <p role="alert">{t('admin.forbidden')}</p>
      ) : (
        <>
          <Link to="/admin/mail">{t('admin.mail.link')}</Link>
          <Tabs
            label={t('pages.admin')}
            idPrefix="admin"
            value={section}
            onChange={(tab) => setParams({ tab })}
            tabs={SECTIONS.map((s) => ({ value: s, label: sectionLabel(s) }))}
          />
          <div role="tabpanel" id={tabPanelId('admin')} aria-labelledby={tabId('admin', section)}>
            {section === 'disputes' && <DisputesTable />}
            {section === 'reports' && <ReportsQueue />}
            {section === 'appeals' && <AppealsQueue />}
            {section === 'withdrawals' && <WithdrawalsTable />}
            {section === 'offers' && <OffersTable />}
            {section === 'users' && <UsersTable />}
          </div>
        </>
      )}
    </section>
  );
}
