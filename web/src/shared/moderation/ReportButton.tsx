import { lazy, Suspense, useState } from 'react';
import type { ReportTargetKind } from '@gamelot/contract/moderation';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/Button';

/**
 * The dialog's form brings zod and react-hook-form, and its texts the moderation section of the
 * catalogue: its own chunk (ADR 0045), not in the first load of the pages the button is on.
 */
const ReportDialog = lazy(() => import('./ReportDialog').then((m) => ({ default: m.ReportDialog })));

type ReportButtonProps = {
  kind: ReportTargetKind;
  targetId: number;
  /** A menu item rather than a button of its own (the chat message menu). */
  variant?: 'secondary' | 'ghost';
  size?: 'sm' | 'md';
  onClosed?: () => void;
};

/** "Report" and its dialog (docs/product.md#reports-and-moderation): offers, profiles, chat messages. */
export function ReportButton({
  kind,
  targetId,
  variant = 'secondary',
  size = 'sm',
  onClosed,
}: ReportButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)}>
        {t('common.report')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            kind={kind}
            targetId={targetId}
            onClose={() => {
              setOpen(false);
              onClosed?.();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
