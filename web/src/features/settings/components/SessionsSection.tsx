import type { SessionView } from '@gamelot/contract/schemas/sessions';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatRelativeTime } from '@/shared/i18n/format';
import { serverMessage } from '@/shared/api-client/api-error';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { SettingsCard } from './SettingsCard';
import styles from './Settings.module.css';
import '@/shared/i18n/account-texts';

const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'tv'] as const;

/** "Москва, Россия" from the server's GeoIP, else the masked IP, else nothing. */
function placeOf(session: SessionView, language: string): string | null {
  let country: string | null = null;
  if (session.country) {
    try {
      country = new Intl.DisplayNames([language], { type: 'region' }).of(session.country) ?? session.country;
    } catch {
      country = session.country;
    }
  }
  const place = [session.city, country].filter(Boolean).join(', ');
  return place || session.ip;
}

/**
 * The account's sign-in sessions (ADR 0055): device, browser, place and last activity of each,
 * this device marked; sign out one, every other one, or everywhere (this device stays).
 */
export function SessionsSection() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'ru';
  const sessions = useSessions();
  const end = useEndSession();
  const others = useEndOtherSessions();
  const everywhere = useSignOutEverywhere();
  const list = sessions.data ?? [];
  const failed = end.error ?? others.error ?? everywhere.error;

  const deviceOf = (s: SessionView) => {
    const type = (DEVICE_TYPES as readonly string[]).includes(s.deviceType ?? '')
      ? t(`settings.sessions.device.${s.deviceType as (typeof DEVICE_TYPES)[number]}`)
      : t('settings.sessions.device.unknown');
    return [type, s.deviceModel, s.os].filter(Boolean).join(' · ');
  };

  return (
    <SettingsCard title={t('settings.sessions.title')} hint={t('settings.sessions.hint')}>
      {sessions.isPending && <Spinner />}
      {sessions.isError && <Alert>{serverMessage(sessions.error, t('settings.sessions.loadFailed'))}</Alert>}
      {list.length > 0 && (
        <ul className={styles.sessions} aria-label={t('settings.sessions.list')}>
          {list.map((s) => {
            const place = placeOf(s, language);
            return (
              <li key={s.id} className={styles.session} data-current={s.current || undefined}>
                <div>
                  <strong>{deviceOf(s)}</strong>
                  {s.current && <span className={styles.badge}>{t('settings.sessions.current')}</span>}
                  <div className={styles.hint}>
                    {[s.browser ?? t('settings.sessions.unknownBrowser'), place].filter(Boolean).join(' · ')}
                  </div>
                  <div className={styles.hint}>
                    {t('settings.sessions.lastActive', {
                      when: formatRelativeTime(s.lastActiveAt, language) ?? '',
                    })}
                  </div>
                </div>
                {!s.current && (
                  <Button
                    variant="secondary"
                    onClick={() => end.mutate(s.id)}
                    disabled={end.isPending}
                    aria-label={t('settings.sessions.endOneLabel', { device: deviceOf(s) })}
                  >
                    {t('settings.sessions.endOne')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {failed && <Alert>{serverMessage(failed, t('settings.sessions.failed'))}</Alert>}
      {(others.isSuccess || everywhere.isSuccess) && (
        <Alert tone="success">{t('settings.sessions.done')}</Alert>
      )}
      <div className={styles.actions}>
        {list.length > 1 && (
          <Button
            variant="secondary"
            onClick={() => others.mutate()}
            disabled={others.isPending}
            aria-busy={others.isPending || undefined}
          >
            {others.isPending && <Spinner />}
            {t('settings.sessions.endOthers')}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => everywhere.mutate()}
          disabled={everywhere.isPending}
          aria-busy={everywhere.isPending || undefined}
        >
          {everywhere.isPending && <Spinner />}
          {everywhere.isPending ? t('settings.sessions.working') : t('settings.sessions.button')}
        </Button>
      </div>
    </SettingsCard>
  );
}
