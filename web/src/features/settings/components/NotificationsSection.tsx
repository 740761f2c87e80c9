import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type {
  MutableNotificationType,
  NotificationChannel,
  NotificationEventType,
  NotificationSettings,
} from '@gamelot/contract/schemas/settings';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import {
  MUTABLE_NOTIFICATION_TYPES as NOTIFICATION_EVENTS,
  NOTIFICATION_EMAIL_DEFAULTS,
  NOTIFICATION_EVENT_TYPES,
  NOTIFICATION_TYPES,
} from '@gamelot/contract/notifications';
import { SettingsCard } from './SettingsCard';
import styles from './Settings.module.css';
import '@/shared/i18n/account-texts';

function EventsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation();
  const save = useUpdateNotificationSettings();
  const [off, setOff] = useState(() => new Set(settings.mutedEvents));
  // A server without e-mail choices (older build) answers none: the defaults stand in.
  const [email, setEmail] = useState(() => ({ ...NOTIFICATION_EMAIL_DEFAULTS, ...settings.email }));

  function toggle(event: MutableNotificationType, on: boolean) {
    save.reset();
    setOff((current) => {
      const next = new Set(current);
      if (on) next.delete(event);
      else next.add(event);
      return next;
    });
  }

  function choose(type: NotificationEventType, channel: NotificationChannel) {
    save.reset();
    setEmail((current) => ({ ...current, [type]: channel }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate({ mutedEvents: NOTIFICATION_EVENTS.filter((e) => off.has(e)), email });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{t('settings.notifications.legend')}</legend>
        <div className={styles.checks}>
          {NOTIFICATION_EVENTS.map((event) => (
            <label key={event} className={styles.check}>
              <input
                type="checkbox"
                name={event}
                checked={!off.has(event)}
                onChange={(e) => toggle(event, e.target.checked)}
              />
              <span>{t(`settings.notifications.events.${event}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('settings.notifications.email.legend')}</legend>
        <p className={styles.hint}>{t('settings.notifications.email.hint')}</p>
        <div className={styles.checks}>
          {NOTIFICATION_TYPES.map((type) => {
            const id = `notification-email-${type}`;
            const muted = (off as Set<string>).has(type);
            return (
              <div key={type} className={styles.channel}>
                <label htmlFor={id}>{t(`settings.notifications.types.${type}`)}</label>
                <select
                  id={id}
                  name={`email.${type}`}
                  value={email[type]}
                  disabled={muted}
                  onChange={(e) => choose(type, e.target.value as NotificationChannel)}
                >
                  <option value="inApp">{t('settings.notifications.email.inApp')}</option>
                  <option value="email">
                    {type === NOTIFICATION_EVENT_TYPES.chatMessage
                      ? t('settings.notifications.email.digest')
                      : t('settings.notifications.email.email')}
                  </option>
                </select>
              </div>
            );
          })}
        </div>
      </fieldset>
      {save.isError && <Alert>{t('settings.notifications.saveFailed')}</Alert>}
      {save.isSuccess && <Alert tone="success">{t('settings.notifications.saved')}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending && <Spinner />}
          {save.isPending ? t('settings.notifications.saving') : t('settings.notifications.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Which events notify the user: a checkbox per event (unticked ones are muted on the server), and
 * per type in the app only or also by e-mail (docs/decisions/0056-notification-mail.md).
 */
export function NotificationsSection() {
  const { t } = useTranslation();
  const settings = useNotificationSettings(true);
  return (
    <SettingsCard title={t('settings.notifications.title')} hint={t('settings.notifications.hint')}>
      {settings.isError ? (
        <Alert>{t('settings.notifications.loadFailed')}</Alert>
      ) : !settings.data ? (
        <p className={styles.hint} role="status">
          {t('settings.notifications.loading')}
        </p>
      ) : (
        <EventsForm settings={settings.data} />
      )}
    </SettingsCard>
  );
}
