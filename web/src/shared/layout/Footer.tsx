import { Link } from 'react-router-dom';
import { useT } from '../i18n/i18n';

export function Footer() {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <span className="logo">
            Stream<span>Hub</span>
          </span>
          <p className="muted">{t('footer.tagline')}</p>
        </div>
        <nav className="footer-links" aria-label={t('footer.label')}>
          <Link to="/privacy">{t('footer.privacy')}</Link>
          <Link to="/deletion-policy">{t('footer.deletion')}</Link>
          <Link to="/contact">{t('footer.contact')}</Link>
          <Link to="/grievances">{t('footer.grievances')}</Link>
        </nav>
        <p className="footer-copy muted">© {new Date().getFullYear()} StreamHub</p>
      </div>
    </footer>
  );
}
