// The app processes the local stack supervises after the infra servers are healthy.
// Each runs from its production build (`npm run build` first). Services have no port of their
// own: the gateway's /health answers only when every service answers over Kafka, so waiting for
// it waits for all of them.
//
// Default export: (env) => Array<{ name, cwd?, command, args?, env?, ready, readyTimeoutMs? }>
// (see lib/processes.mjs); `env` is process.env plus the stack URLs.
import { availableParallelism } from 'node:os';
import { haMode, installPaths, stackPaths } from './lib/config.mjs';
import { gatewayBalancer } from './lib/balancer.mjs';
import { mediaEdge } from './lib/edge.mjs';
import { liveIngest } from './lib/ingest.mjs';
import { SERVICES } from './services.mjs';

/** HA mode runs two of each of these (docs/ha.md); the other services stay single. */
export const HA_REPLICATED = ['auth', 'catalog', 'billing'];

/**
 * How the gateway's process is tuned, the same wherever it runs (the Dockerfile's `gateway` target,
 * docker-compose.yml and the Kubernetes deployment set the same variables; deploy/test checks they
 * agree). Measured with `npm run bench -- media-upload-rss` (docs/benchmarks.md):
 * - V8 semi-spaces of 4 MB instead of 16: a young generation that small is collected every few MB
 *   of allocation, so the fresh 64 KiB buffer of every socket read of an upload is freed sooner,
 *   and the heap held at rest is smaller. (2 MB saved a little more at rest, but under load it
 *   promoted enough of the big list responses to grow the old generation past the default's.)
 * - Two glibc malloc arenas instead of one per thread (libuv's pool compresses responses): memory
 *   freed after a burst of large responses is reused rather than kept in arenas of their own.
 */
export const GATEWAY_RUNTIME_ENV = { NODE_OPTIONS: '--max-semi-space-size=4', MALLOC_ARENA_MAX: '2' };

/**
 * Services and the media worker have no HTTP port of their own; each answers /health/live and
 * /health/ready on a probe port (HEALTH_PORT_BASE + 1, + 2, ...), as in Kubernetes. `status` shows
 * liveness, and `up` restarts an app whose liveness fails (libs/nest-kit health-server.ts).
 */
function healthPort(env, name, replica = 1) {
  const index = [...SERVICES, 'media-worker'].indexOf(name);
  return String(Number(env.HEALTH_PORT_BASE ?? 9480) + (replica - 1) * 10 + index + 1);
}

/** `name`, then `name-2`, `name-3`...: the processes of one app. */
const replicaName = (name, replica) => (replica === 1 ? name : `${name}-${replica}`);

/** What one service needs beyond the common settings: analytics keeps its DuckDB file in the stack's data dir. */
function serviceEnv(env, service) {
  if (service !== 'analytics') return {};
  return { ANALYTICS_DATA_DIR: env.ANALYTICS_DATA_DIR ?? stackPaths.data('analytics') };
}

export default function apps(env) {
  const ha = haMode();
  const gatewayPort = env.GATEWAY_PORT ?? '3000';
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  // The media edge (nginx, lib/edge.mjs) in front of the media path; the web apps send /api/v1/media/s/ there.
  const edgePort = env.EDGE_PORT ?? '8088';
  const edgeUrl = `http://127.0.0.1:${edgePort}`;
  // The live ingest (nginx-rtmp, lib/ingest.mjs): RTMP in, packaged live files out to the edge.
  const liveOriginPort = env.LIVE_ORIGIN_PORT ?? '8087';
  const common = {
    NODE_ENV: env.NODE_ENV ?? 'production',
    JWT_SECRET: env.JWT_SECRET, // generated per stack (lib/config.mjs stackSecrets)
    // Key-encryption key of content keys (catalog wraps, the worker and the gateway unwrap; docs/drm.md).
    DRM_KEK: env.DRM_KEK,
    LOG_LEVEL: env.LOG_LEVEL ?? 'info',
    // The viewer app, for links in mails (auth's, billing's receipts and Renew).
    WEB_APP_URL: env.WEB_APP_URL ?? `http://127.0.0.1:${env.WEB_PORT ?? '5173'}`,
  };
  const vite = (name, cwd, port, extraEnv = {}) => ({
    name,
    cwd,
    command: process.execPath,
    args: ['../node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', port, '--strictPort'],
    env: { GATEWAY_URL: gatewayUrl, EDGE_URL: edgeUrl, ...extraEnv },
    ready: `tcp:127.0.0.1:${port}`,
    readyTimeoutMs: 30_000,
  });
  // The payments sandbox stands in for Razorpay unless real Razorpay keys are configured.
  const sandboxPort = env.PAYMENTS_SANDBOX_URL ? new URL(env.PAYMENTS_SANDBOX_URL).port : undefined;
  const paymentsSandbox = sandboxPort
    ? [
        {
          name: 'payments-sandbox',
          cwd: 'deploy/local/payments-sandbox',
          command: process.execPath,
          args: ['server.mjs'],
          // PAYMENTS_WEBHOOK_TIME_SCALE (inherited) compresses Razorpay's webhook retry schedule for tests.
          env: {
            PAYMENTS_SANDBOX_PORT: sandboxPort,
            PAYMENTS_WEBHOOK_URL: `${gatewayUrl}/api/v1/subscriptions/webhook`,
          },
          ready: `${env.PAYMENTS_SANDBOX_URL}/health`,
          readyTimeoutMs: 10_000,
        },
      ]
    : [];
  const service = (name, replica) => ({
    name: replicaName(name, replica),
    cwd: `services/${name}`,
    command: process.execPath,
    args: ['dist/main.js'],
    env: {
      ...common,
      ...serviceEnv(env, name),
      HEALTH_PORT: healthPort(env, name, replica),
      HEALTH_HOST: '127.0.0.1',
    },
    ready: null,
    live: `http://127.0.0.1:${healthPort(env, name, replica)}/health/live`,
  });
  // Transcodes uploads (BullMQ on Redis, ffmpeg); no port: its health is its log and the queue.
  const mediaWorker = (replica) => {
    const app = service('media-worker', replica);
    return { ...app, env: { ...app.env, SHAKA_PACKAGER: env.SHAKA_PACKAGER ?? installPaths.packager() } };
  };
  // HA mode: two gateways on the next ports, nginx on the gateway's port in front of them.
  const gatewayReplicas = ha ? [1, 2] : [1];
  const gateway = (replica) => {
    const port = ha ? String(Number(gatewayPort) + replica) : gatewayPort;
    const url = `http://127.0.0.1:${port}`;
    return {
      name: replicaName('gateway', replica),
      cwd: 'gateway',
      command: process.execPath,
      args: ['dist/main.js'],
      // The web apps' servers on this host forward each browser's address in X-Forwarded-For.
      env: {
        ...common,
        ...GATEWAY_RUNTIME_ENV,
        GATEWAY_PORT: port,
        // The live ingest's origin: capped viewers' live playlists are read from it (docs/live.md).
        LIVE_ORIGIN_URL: env.LIVE_ORIGIN_URL ?? `http://127.0.0.1:${liveOriginPort}`,
        TRUSTED_PROXIES: env.TRUSTED_PROXIES ?? '127.0.0.1',
        METRICS_PORT: String(Number(env.METRICS_PORT ?? '9464') + replica - 1),
        // Its journal of watchlist adds accepted while the bus is down (catalog/watchlist-outbox.ts).
        GATEWAY_DATA_DIR: stackPaths.data(replicaName('gateway', replica)),
      },
      ready: `${url}/api/v1/health`,
      readyTimeoutMs: 120_000,
      live: `${url}/api/v1/health/live`,
    };
  };
  return [
    ...paymentsSandbox,
    ...SERVICES.flatMap((name) => (ha && HA_REPLICATED.includes(name) ? [1, 2] : [1]).map((r) => service(name, r))),
    ...(ha ? Array.from({ length: Math.max(2, availableParallelism()) }, (_, i) => i + 1) : [1]).map(mediaWorker),
    ...gatewayReplicas.map(gateway),
    ...(ha
      ? [
          gatewayBalancer({
            port: gatewayPort,
            upstreams: gatewayReplicas.map((r) => `127.0.0.1:${Number(gatewayPort) + r}`),
            dir: stackPaths.data('gateway-lb'),
          }),
        ]
      : []),
    liveIngest({
      rtmpPort: env.RTMP_PORT ?? '1935',
      originPort: liveOriginPort,
      gateway: gatewayUrl,
      mediaUrlSecret: env.MEDIA_URL_SECRET,
      dir: stackPaths.data('ingest'),
      liveDir: stackPaths.data('live'),
      env,
    }),
    // In front of the gateway's port: the gateway itself, or in HA mode its balancer.
    mediaEdge({
      port: edgePort,
      origin: `127.0.0.1:${gatewayPort}`,
      dir: stackPaths.data('edge'),
      liveOrigin: `127.0.0.1:${liveOriginPort}`,
    }),
    // The viewer app's Content-Security-Policy allows the payment checkout's origin too.
    vite('web', 'web', env.WEB_PORT ?? '5173', { PAYMENT_CHECKOUT_ORIGINS: checkoutOrigins(env) }),
    // The admin app's Content-Security-Policy allows object storage, where direct uploads go.
    vite('admin-web', 'admin-web', env.ADMIN_WEB_PORT ?? '5174', {
      UPLOAD_ORIGINS: new URL(env.S3_PUBLIC_ENDPOINT || env.S3_ENDPOINT || 'http://127.0.0.1:9000').origin,
    }),
  ];
}

/** Origins the Razorpay Checkout script loads from and talks to (the sandbox's, or Razorpay's own). */
function checkoutOrigins(env) {
  const checkout = env.RAZORPAY_CHECKOUT_URL
    ? new URL(env.RAZORPAY_CHECKOUT_URL).origin
    : 'https://checkout.razorpay.com';
  const razorpay = ['https://checkout.razorpay.com', 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'];
  return [...new Set([checkout, ...(checkout.endsWith('razorpay.com') ? razorpay : [])])].join(',');
}
