import { Outlet } from 'react-router-dom';
import { Header } from './Header';
import { Footer } from './Footer';
import { NoticePrompt } from '../../features/privacy/NoticePrompt';

/** Header + page + footer for every public and signed-in page (docs/product.md §2). */
export function SiteLayout() {
  return (
    <div className="site">
      <Header />
      <main className="site-main">
        <Outlet />
      </main>
      <Footer />
      <NoticePrompt />
    </div>
  );
}
