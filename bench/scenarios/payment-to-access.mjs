import { api, closeRpc, createVideo, DEMO_ADMIN, payInSandbox, relayedCapture, signInAs, unique } from '@streamhub/testkit';

const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 100);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Payment confirmed → access granted: for each purchase (one viewer, a new episode each time) the
 * time from sending the verified capture report to the first access check that says yes. It spans
 * gateway → billing (signature, subscription + outbox) → Kafka event → catalog projection → access check.
 */
export default async function paymentToAccess() {
  const admin = await signInAs(DEMO_ADMIN);
  const code = unique('BENCH_EP_').toUpperCase();
  const plan = await api('POST', '/subscriptions/plans', {
    token: admin.token,
    body: { code, title: 'Bench Pass', price: 1, durationDays: 1, scope: 'episode' },
  });
  if (plan.status !== 201) throw new Error(`plan: ${plan.status} ${JSON.stringify(plan.body)}`);
  // Any signed-in viewer works; the demo user keeps the bench free of sign-up mail.
  const viewer = await signInAs({
    email: process.env.DEMO_USER_EMAIL ?? 'user@streamhub.local',
    password: process.env.DEMO_USER_PASSWORD ?? 'User@123',
  });

  const samples = [];
  try {
    for (let i = 0; i < PURCHASES; i++) {
      const name = unique('BENCH SHOW ').toUpperCase();
      await createVideo({ videoTitle: `${name} 1`, genre: 'BENCH', episodeName: name, episodeSeq: 1 });
      const order = await api('POST', '/subscriptions/order/by-episode-name', {
        token: viewer.token,
        body: { planCode: code, episodeName: name },
      });
      if (order.status !== 200 || !order.body.data.order) throw new Error(`order: ${order.status} ${JSON.stringify(order.body)}`);
      const paid = await payInSandbox(order.body.data.order.id, { webhook: false });
      const accessPath = `/videos/episodes/by-name/${encodeURIComponent(name)}/access`;

      const started = performance.now();
      const confirmed = await api('POST', '/subscriptions/webhook', { body: relayedCapture(paid, 100) });
      if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
      for (;;) {
        const access = await api('GET', accessPath, { token: viewer.token });
        if (access.body?.data?.hasAccess === true) break;
        if (performance.now() - started > 10_000) throw new Error(`no access 10 s after payment ${paid.razorpay_payment_id}`);
      }
      samples.push(performance.now() - started);
    }
  } finally {
    await closeRpc();
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    name: 'payment-to-access',
    kind: 'latency',
    purchases: samples.length,
    latencyMs: { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1)) },
    targetP99Ms: 250,
  };
}
