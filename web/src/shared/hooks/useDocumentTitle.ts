import { useEffect } from 'react';

/** Sets the tab title to "<title> · Gamelot" while the page is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · Gamelot` : 'Gamelot';
    return () => {
      document.title = previous;
    };
  }, [title]);
}
