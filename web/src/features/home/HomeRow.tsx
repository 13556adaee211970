import type { ReactNode } from 'react';
import './home-rows.css';

/** One horizontally scrolling row of cards under a heading; the row scrolls, never the page. */
export function HomeRow({ title, children }: { title: string; children: ReactNode }) {
  const id = `row-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="home-row" aria-labelledby={id}>
      <h2 id={id} className="home-row-title">
        {title}
      </h2>
      <div className="home-row-track" role="list" aria-label={title} tabIndex={0}>
        {children}
      </div>
    </section>
  );
}

export function HomeRowItem({ children }: { children: ReactNode }) {
  return (
    <div className="home-row-item" role="listitem">
      {children}
    </div>
  );
}
