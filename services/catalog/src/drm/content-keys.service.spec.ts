import { describe, expect, it } from 'vitest';
import type { WrappedContentKey } from '@streamhub/contracts';
import { KeyRing, contentKeyContext } from '@streamhub/nest-kit';
import type { ContentKeysRepository } from './content-keys.repository';
import { ContentKeysService } from './content-keys.service';

const KEK = 'b'.repeat(64);
const VIDEO = 'a'.repeat(24);

function store(): Pick<ContentKeysRepository, 'find' | 'keep'> & { saved: Map<string, WrappedContentKey[]> } {
  const saved = new Map<string, WrappedContentKey[]>();
  return {
    saved,
    find: async (id) => saved.get(id) ?? null,
    keep: async (id, keys) => {
      if (!saved.has(id)) saved.set(id, keys);
      return saved.get(id)!;
    },
  };
}

describe('ContentKeysService', () => {
  it('makes one wrapped key per track type once per title, unwrappable only with the KEK', async () => {
    const repo = store();
    const service = new ContentKeysService(repo as unknown as ContentKeysRepository, { DRM_KEK: KEK });
    const keys = await service.forEncode(VIDEO);
    expect(keys.map((k) => k.track)).toEqual(['AUDIO', 'SD', 'HD', 'UHD']);
    expect(new Set(keys.map((k) => k.kid)).size).toBe(4);
    expect(await service.forEncode(VIDEO)).toEqual(keys);
    const ring = new KeyRing(KEK);
    for (const k of keys) expect(ring.unwrap(k.wrapped, contentKeyContext(VIDEO, k.kid))).toHaveLength(16);
    expect(await service.reply(VIDEO)).toEqual({ protection: 'protected', keys });
    expect(await service.reply('c'.repeat(24))).toEqual({ protection: 'clear', keys: [] });
  });

  it('refuses to protect without a KEK and a malformed id', async () => {
    const service = new ContentKeysService(store() as unknown as ContentKeysRepository, { DRM_KEK: '' });
    await expect(service.forEncode(VIDEO)).rejects.toThrow(/not configured/);
    await expect(service.reply('nope')).rejects.toThrow(/key ids/);
  });

  it('protects what does not say by default, the demo media as configured, and nothing without a KEK', async () => {
    const repo = store() as unknown as ContentKeysRepository;
    const byDefault = new ContentKeysService(repo, { DRM_KEK: KEK });
    expect(byDefault.defaultProtection()).toBe('protected');
    expect(byDefault.defaultProtection('seed')).toBe('protected');
    const clearDemo = new ContentKeysService(repo, {
      DRM_KEK: KEK,
      DEFAULT_PROTECTION: 'protected',
      SEED_DEMO_PROTECTION: 'clear',
    });
    expect(clearDemo.defaultProtection()).toBe('protected');
    expect(clearDemo.defaultProtection('seed')).toBe('clear');
    const noKek = new ContentKeysService(repo, { DRM_KEK: '', DEFAULT_PROTECTION: 'protected' });
    expect(noKek.defaultProtection()).toBe('clear');
  });

  it('hands an audio language only the AUDIO key', async () => {
    const service = new ContentKeysService(store() as unknown as ContentKeysRepository, { DRM_KEK: KEK });
    const keys = await service.forAudio(VIDEO);
    expect(keys.map((k) => k.track)).toEqual(['AUDIO']);
    expect(keys[0]).toEqual((await service.forEncode(VIDEO)).find((k) => k.track === 'AUDIO'));
  });
});
