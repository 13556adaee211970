import { Outlet, useLocation } from 'react-router-dom';
import { useDocumentTitle } from './document-title';
import { ScrollToTop } from './ScrollToTop';

export interface RootLayoutProps {
  /**
   * The document title of a path; undefined when the page sets its own (e.g. a video's title once
   * it has loaded).
   */
  titleOf?: (pathname: string) => string | undefined;
}

/** The outermost route of both apps: every screen starts at the top and names itself in the tab. */
export function RootLayout({ titleOf }: RootLayoutProps) {
  const { pathname } = useLocation();
  useDocumentTitle(titleOf?.(pathname));
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
