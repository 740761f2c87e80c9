import { useTranslation } from '@/shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/useDocumentTitle';
import { formatNumber } from '@/shared/i18n/format';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Pagination } from '@/shared/ui/Pagination';
import { PageFallback } from '@/shared/ui/Spinner';
import { usePlayers } from '../api/get-players';
import { PlayerCard } from '../components/PlayerCard';
import styles from './PlayersPage.module.css';

/** ?page= is 1-based in the URL; the API's pages start at 0 (docs/product.md#limits). */
function pageFrom(params: URLSearchParams): number {
  const raw = Number(params.get('page'));
  return Number.isInteger(raw) && raw > 1 ? raw - 1 : 0;
}

/** docs/product.md#screens Players (/players): a grid of user cards, 24 a page, newest first. */
export default function PlayersPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('players.title'));
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const players = usePlayers(page);
  const totalPages = players.data?.page.totalPages ?? 0;

  function goTo(next: number) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 0) updated.set('page', String(next + 1));
      else updated.delete('page');
      return updated;
    });
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  }

  return (
    <section className={styles.page} aria-labelledby="players-title">
      <header className={styles.header}>
        <div>
          <h1 id="players-title" className={styles.title}>
            {t('players.title')}
          </h1>
          <p className={styles.subtitle}>{t('players.subtitle')}</p>
        </div>
        {players.data && (
          <p className={styles.total}>
            {t('players.total', {
              total: formatNumber(players.data.totalElements, i18n.language),
            })}
          </p>
        )}
      </header>
      {players.isError ? (
        <div className={styles.state}>
          <Alert>{t('players.loadFailed')}</Alert>
          <Button variant="secondary" onClick={() => void players.refetch()}>
            {t('players.retry')}
          </Button>
        </div>
      ) : !players.data ? (
        <PageFallback />
      ) : players.data.content.length === 0 ? (
        <p className={styles.empty}>{t('players.empty')}</p>
      ) : (
        <ul className={styles.grid} aria-busy={players.isPlaceholderData || undefined}>
          {players.data.content.map((player) => (
            <PlayerCard key={player.id} player={player} />
          ))}
        </ul>
      )}
      {totalPages > 1 && !players.isError && (
        <Pagination
          page={page + 1}
          totalPages={totalPages}
          onPageChange={(next) => goTo(next - 1)}
          labels={{
            nav: t('players.nav'),
            previous: t('players.previous'),
            next: t('players.next'),
            status: t('players.pageOf', { page: page + 1, total: totalPages }),
            pageSize: t('players.pageSize'),
          }}
        />
      )}
    </section>
  );
}
