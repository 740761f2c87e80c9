import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styles from './ModalDialog.module.css';

type ModalDialogProps = {
  /** Id of the dialog's heading. */
  labelledBy: string;
  describedBy?: string;
  /** Escape (and the Cancel button the caller renders) ask for this. */
  onDismiss: () => void;
  /** False while work is under way: Escape then does nothing. */
  dismissible?: boolean;
  /** What gets focus on open; else the first focusable element, else the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: 'sm' | 'lg';
  children: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('inert'));
}

/**
 * A modal dialog: focus moves in and stays in (Tab cycles), the rest of the page is inert,
 * Escape dismisses, and focus returns to where it was on close. Used by the crop dialog and by
 * confirmations.
 */
export function ModalDialog({
  labelledBy,
  describedBy,
  onDismiss,
  dismissible = true,
  initialFocus,
  size = 'sm',
  children,
}: ModalDialogProps) {
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (initialFocus?.current ?? focusables(dialog)[0] ?? dialog).focus();

    const madeInert: Element[] = [];
    for (const child of document.body.children) {
      if (child !== backdropRef.current && !child.hasAttribute('inert')) {
        child.setAttribute('inert', '');
        madeInert.push(child);
      }
    }
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      for (const child of madeInert) child.removeAttribute('inert');
      document.body.style.overflow = overflow;
      previous?.focus();
    };
    // Runs once per opening; a new initialFocus ref mid-way changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      if (dismissible) onDismiss();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div ref={backdropRef} className={styles.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={[styles.dialog, styles[size]].join(' ')}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
