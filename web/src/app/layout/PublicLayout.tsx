import { useLocation } from 'react-router';
import { AuthButtons } from './AuthButtons';
import { Brand } from './Brand';
import { Footer } from './Footer';
import { LanguageSwitch } from './LanguageSwitch';
import { PageOutlet } from './PageOutlet';
import styles from './PublicLayout.module.css';
import { SkipLink } from './SkipLink';
import { ThemeToggle } from './ThemeToggle';

/** The login screen already offers every way in, so the top bar repeats none of them there. */
const LOGIN_SCREENS = ['/', '/login'];

/** Signed-out layout: a simple top bar (no sidebar), the page and the footer. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.bar}>
          <Brand collapsible />
          <div className={styles.tools}>
            <LanguageSwitch />
            <ThemeToggle compact className={styles.theme} />
            {!LOGIN_SCREENS.includes(pathname) && <AuthButtons />}
          </div>
        </div>
      </header>
      <main id="main" className={styles.content} tabIndex={-1}>
        <PageOutlet />
      </main>
      <Footer />
    </div>
  );
}
