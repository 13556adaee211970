import { useEffect } from 'react';

/** Sets the tab's title while the calling component is shown; undefined leaves it to someone else. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}
