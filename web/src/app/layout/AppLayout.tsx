import { useState } from 'react';
import { PresencePing } from '@/shared/presence/PresencePing';
import styles from './AppLayout.module.css';
import { Footer } from './Footer';
import { PageOutlet } from './PageOutlet';
import { Sidebar } from './Sidebar';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

/** Signed-in layout (docs/product.md#screens): sidebar, top bar, page, footer. */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className={styles.shell}>
      <SkipLink />
      <PresencePing />
      <Sidebar open={menuOpen} onClose={() => setMenuOpen(false)} />
      <div className={styles.column}>
        <TopBar menuOpen={menuOpen} onMenu={() => setMenuOpen(true)} />
        <main id="main" className={styles.content} tabIndex={-1}>
          <PageOutlet />
        </main>
        <Footer />
      </div>
    </div>
  );
}
