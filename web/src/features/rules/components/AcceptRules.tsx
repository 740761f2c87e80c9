import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/button-class';
import { IconArrowRight } from '@/shared/ui/icons';
import styles from './AcceptRules.module.css';

/**
 * docs/product.md#screens/#states rules acceptance: 'Accept and Continue' leads to /offer/create once the box is ticked.
 * Until then it is a disabled link: no href (so not focusable and going nowhere), aria-disabled.
 */
export function AcceptRules() {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(false);
  const checkboxId = useId();
  const hintId = useId();
  const look = buttonClass({ size: 'lg' }, styles.continue);
  return (
    <div className={styles.panel}>
      <div className={styles.check}>
        <input
          id={checkboxId}
          type="checkbox"
          className={styles.box}
          checked={accepted}
          aria-describedby={hintId}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <label htmlFor={checkboxId}>{t('rules.accept')}</label>
      </div>
      <p id={hintId} className={styles.hint}>
        {accepted ? t('rules.acceptedHint') : t('rules.acceptHint')}
      </p>
      {accepted ? (
        <Link to="/offer/create" className={look}>
          {t('rules.continue')}
          <IconArrowRight size={18} />
        </Link>
      ) : (
        <a role="link" aria-disabled="true" className={look}>
          {t('rules.continue')}
          <IconArrowRight size={18} />
        </a>
      )}
    </div>
  );
}
