const CARDS = ['Total Users', 'Total Videos', 'Total Revenue', 'Active Subscriptions'];

export function DashboardPage() {
  return (
    <section>
      <h1 className="page-title">Dashboard</h1>
      <div className="stat-grid">
        {CARDS.map((label) => (
          <div key={label} className="stat-card">
            <span className="muted">{label}</span>
            <strong>—</strong>
          </div>
        ))}
      </div>
      <div className="placeholder-card">
        <p className="muted">Charts, recent activity and quick actions arrive with the dashboard feature.</p>
      </div>
    </section>
  );
}
