import {
  api,
  closeRpc,
  createVideo,
  DEMO_ADMIN,
  payInSandbox,
  relayedCapture,
  signInAs,
  signUpVerifiedUser,
  unique,
} from '@streamhub/testkit';

const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 100);
/** The gateway allows a user this many orders a minute (ORDERS_PER_USER_PER_MINUTE); a new viewer buys the next ones. */
const ORDERS_PER_VIEWER = Number(process.env.ORDERS_PER_USER_PER_MINUTE ?? 10);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Payment confirmed → access granted: for each purchase (a new episode each time) the time from
 * sending the verified capture report to the first access check that says yes. It spans gateway →
 * billing (signature, the payment fetched from the provider, subscription + outbox) → Kafka event →
 * catalog projection → access check.
 */
export default async function paymentToAccess() {
  const admin = await signInAs(DEMO_ADMIN);
  const code = unique('BENCH_EP_').toUpperCase();
  const plan = await api('POST', '/subscriptions/plans', {
    token: admin.token,
    body: { code, title: 'Bench Pass', price: 1, durationDays: 1, scope: 'episode' },
  });
  if (plan.status !== 201) throw new Error(`plan: ${plan.status} ${JSON.stringify(plan.body)}`);
  const newViewer = async () => {
    const email = `${unique('bench-buyer')}@bench.local`;
    return signUpVerifiedUser({ name: 'Bench Buyer', email, mobile: '9876543210', password: 'bench-buyer-pass' });
  };
  let viewer;

  const samples = [];
  try {
    for (let i = 0; i < PURCHASES; i++) {
      if (i % ORDERS_PER_VIEWER === 0) viewer = await newViewer();
      const name = unique('BENCH SHOW ').toUpperCase();
      await createVideo({ videoTitle: `${name} 1`, genre: 'BENCH', episodeName: name, episodeSeq: 1 });
      const order = await api('POST', '/subscriptions/order/by-episode-name', {
        token: viewer.token,
        body: { planCode: code, episodeName: name },
      });
      if (order.status !== 200 || !order.body.data.order)
        throw new Error(`order: ${order.status} ${JSON.stringify(order.body)}`);
      const paid = await payInSandbox(order.body.data.order.id, { webhook: false });
      const accessPath = `/videos/episodes/by-name/${encodeURIComponent(name)}/access`;

      const started = performance.now();
      const confirmed = await api('POST', '/subscriptions/webhook', { body: relayedCapture(paid, 100) });
      if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
      for (;;) {
        const access = await api('GET', accessPath, { token: viewer.token });
        if (access.body?.data?.hasAccess === true) break;
        if (performance.now() - started > 10_000)
          throw new Error(`no access 10 s after payment ${paid.razorpay_payment_id}`);
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
