import { describe, expect, it } from 'vitest';
import { ingestHookToken as gatewayHookToken } from '../../gateway/src/live/live-secrets';
import { UPDATE_SECONDS, ingestConfig, ingestHookToken } from '../local/lib/ingest.mjs';

describe('live ingest config', () => {
  const config = ingestConfig({
    rtmpPort: 2135,
    originPort: 8287,
    gateway: 'http://127.0.0.1:3200',
    hookToken: ingestHookToken('s3cret'),
    dir: '/stack/ingest',
    liveDir: '/stack/live',
    node: '/usr/bin/node',
  });

  it('derives the hook token as the gateway checks it', () => {
    expect(ingestHookToken('s3cret')).toBe(gatewayHookToken('s3cret'));
  });

  it('listens on loopback only, on the offset ports', () => {
    expect(config).toContain('listen 127.0.0.1:2135;');
    expect(config).toContain('listen 127.0.0.1:8287;');
    expect(config).not.toMatch(/listen (?!127\.0\.0\.1)/);
  });

  it('asks the gateway before a publish and tells it when the encoder leaves', () => {
    const hook = `http://127.0.0.1:3200/api/v1/live/ingest/${ingestHookToken('s3cret')}`;
    expect(config).toContain(`on_publish ${hook}/publish;`);
    expect(config).toContain(`on_publish_done ${hook}/publish-done;`);
    expect(config).toContain('notify_method get;');
    expect(config).toMatch(/exec_push \/usr\/bin\/node \S+live-transcode\.mjs \$name;/);
    expect(config).toContain('deny play all;');
  });

  it('asks while an encoder publishes, so an ended event drops it, and lets the ladder reach the hook', () => {
    const hook = `http://127.0.0.1:3200/api/v1/live/ingest/${ingestHookToken('s3cret')}`;
    expect(config).toContain(`on_update ${hook}/update;`);
    expect(config).toContain(`notify_update_timeout ${UPDATE_SECONDS}s;`);
    expect(config).toContain('env LIVE_HOOK_URL;');
  });
});
