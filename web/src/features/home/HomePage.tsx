import { Link } from 'react-router-dom';

export function HomePage() {
  return (
    <section className="page home">
      <div className="hero">
        <div className="hero-copy">
          <h1>Unlimited series, movies and more.</h1>
          <p className="muted">Watch anywhere with a StreamHub plan. Prices in INR.</p>
          <div className="hero-actions">
            <Link to="/episodes" className="btn btn-primary">
              Browse Episodes
            </Link>
            <Link to="/search" className="btn btn-ghost">
              Search
            </Link>
          </div>
        </div>
      </div>
      <div className="section-head">
        <h2>Episodes</h2>
        <Link to="/episodes">See more</Link>
      </div>
      <div className="placeholder-card">
        <p className="muted">The banner carousel and the episode grid arrive with the catalog feature.</p>
      </div>
    </section>
  );
}
