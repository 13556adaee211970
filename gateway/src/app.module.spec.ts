import 'reflect-metadata';
import type { DynamicModule, Type } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppModule } from './app.module';
import { loadGatewayConfig, type GatewayConfig } from './config';

const env = {
  KAFKA_BROKERS: '127.0.0.1:9092',
  MONGO_URL: 'mongodb://127.0.0.1:27017/streamhub',
  REDIS_URL: 'redis://127.0.0.1:6379',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY: 'streamhub',
  S3_SECRET_KEY: 'streamhub-secret',
  MEDIA_URL_SECRET: randomBytes(32).toString('base64url'),
  JWT_SECRET: randomBytes(32).toString('base64url'),
};

/** The path prefix of every controller a module tree registers. */
function controllerPaths(root: DynamicModule): string[] {
  const paths = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (entry: unknown): void => {
    if (!entry || seen.has(entry)) return;
    seen.add(entry);
    const dynamic = typeof entry === 'object' && 'module' in entry ? (entry as DynamicModule) : undefined;
    const type = (dynamic?.module ?? entry) as Type;
    const controllers = [
      ...((Reflect.getMetadata('controllers', type) as Type[] | undefined) ?? []),
      ...(dynamic?.controllers ?? []),
    ];
    for (const controller of controllers) paths.add(String(Reflect.getMetadata('path', controller)));
    for (const child of [...((Reflect.getMetadata('imports', type) as unknown[]) ?? []), ...(dynamic?.imports ?? [])])
      walk(child);
  };
  walk(root);
  return [...paths].sort();
}

describe('GATEWAY_ROLE', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is all unless set, so a gateway serves every route as before', () => {
    expect(loadGatewayConfig(env).GATEWAY_ROLE).toBe('all');
    const paths = controllerPaths(AppModule.forRoot(loadGatewayConfig(env)));
    expect(paths).toEqual(expect.arrayContaining(['auth', 'videos', 'media', 'subscriptions', 'playback/sessions']));
  });

  it('media: the media origin registers the media delivery and health routes only', () => {
    const config: GatewayConfig = loadGatewayConfig({ ...env, GATEWAY_ROLE: 'media' });
    expect(config.GATEWAY_ROLE).toBe('media');
    expect(controllerPaths(AppModule.forRoot(config))).toEqual(['health', 'media']);
  });

  it('refuses an unknown role at start-up, naming the variable', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(() => loadGatewayConfig({ ...env, GATEWAY_ROLE: 'edge' })).toThrow('exit 78');
    expect(exit).toHaveBeenCalledWith(78);
    expect(String(stderr.mock.calls[0]?.[0])).toMatch(/GATEWAY_ROLE.*must be one of \[all, media\]/);
  });
});
