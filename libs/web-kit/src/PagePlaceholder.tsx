import type { ReactNode } from 'react';

/** Stand-in body for screens whose feature work has not landed yet. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page">
      <h1 className="page-title">{title}</h1>
      <div className="placeholder-card">{children ?? <p className="muted">Coming soon.</p>}</div>
    </section>
  );
}
