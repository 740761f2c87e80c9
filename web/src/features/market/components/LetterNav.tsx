import { useTranslation } from '@/shared/i18n/use-translation';
import { letterSectionId, OTHER_LETTER, type LetterGroup } from '../lib/group-products';
import { scrollToElement } from '../lib/scroll';
import styles from './LetterNav.module.css';

type LetterNavProps = {
  groups: readonly LetterGroup<unknown>[];
  active: string | null;
  onChoose: (sectionId: string) => void;
};

/** The sticky index: one link per letter that has games; the letter in view is marked current. */
export function LetterNav({ groups, active, onChoose }: LetterNavProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('market.letters')}>
      <ul className={styles.list}>
        {groups.map(({ letter }) => {
          const id = letterSectionId(letter);
          return (
            <li key={letter}>
              <a
                href={`#${id}`}
                className={styles.letter}
                aria-current={active === id ? 'true' : undefined}
                aria-label={letter === OTHER_LETTER ? t('market.otherLetter') : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onChoose(id);
                  scrollToElement(document.getElementById(`${id}-title`));
                }}
              >
                {letter}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
