// The app processes the local stack supervises after the infra servers are healthy.
// Each runs from its production build (`npm run build` first). Services have no port of their
// own: the gateway's /health answers only when every service answers over Kafka, so waiting for
// it waits for all of them.
//
// Default export: (env) => Array<{ name, cwd?, command, args?, env?, ready, readyTimeoutMs? }>
// (see lib/processes.mjs); `env` is process.env plus the stack URLs.
import { SERVICES } from './services.mjs';

export const DEFAULT_JWT_SECRET = 'streamhub-local-development-secret';

export default function apps(env) {
  const gatewayPort = env.GATEWAY_PORT ?? '3000';
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const common = {
    NODE_ENV: env.NODE_ENV ?? 'production',
    JWT_SECRET: env.JWT_SECRET ?? DEFAULT_JWT_SECRET,
    LOG_LEVEL: env.LOG_LEVEL ?? 'info',
  };
  const vite = (name, cwd, port) => ({
    name,
    cwd,
    command: process.execPath,
    args: ['../node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', port, '--strictPort'],
    env: { GATEWAY_URL: gatewayUrl },
    ready: `tcp:127.0.0.1:${port}`,
    readyTimeoutMs: 30_000,
  });
  return [
    ...SERVICES.map((service) => ({
      name: service,
      cwd: `services/${service}`,
      command: process.execPath,
      args: ['dist/main.js'],
      env: common,
      ready: null,
    })),
    {
      // Transcodes uploads (BullMQ on Redis, ffmpeg); no port: its health is its log and the queue.
      name: 'media-worker',
      cwd: 'services/media-worker',
      command: process.execPath,
      args: ['dist/main.js'],
      env: common,
      ready: null,
    },
    {
      name: 'gateway',
      cwd: 'gateway',
      command: process.execPath,
      args: ['dist/main.js'],
      env: { ...common, GATEWAY_PORT: gatewayPort },
      ready: `${gatewayUrl}/api/v1/health`,
      readyTimeoutMs: 120_000,
    },
    vite('web', 'web', env.WEB_PORT ?? '5173'),
    vite('admin-web', 'admin-web', env.ADMIN_WEB_PORT ?? '5174'),
  ];
}
