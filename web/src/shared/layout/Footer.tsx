import { Link } from 'react-router-dom';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <span className="logo">
            Stream<span>Hub</span>
          </span>
          <p className="muted">Series, movies and more. Prices in INR.</p>
        </div>
        <nav className="footer-links" aria-label="Footer">
          <Link to="/privacy">Privacy Policy</Link>
          <Link to="/deletion-policy">Data Deletion Policy</Link>
          <Link to="/contact">Contact Us</Link>
          <Link to="/grievances">Grievance Redressal</Link>
        </nav>
        <p className="footer-copy muted">© {new Date().getFullYear()} StreamHub</p>
      </div>
    </footer>
  );
}
