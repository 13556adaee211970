import { describe, expect, it } from 'vitest';
import type { GrantDownloadRequest, Principal } from '@streamhub/contracts';
import type { DownloadAccount, DownloadItem, DownloadsRepository } from './downloads.repository';
import { DownloadsService } from './downloads.service';

/** The repository's contract over a map: one document per account, written only at the version read. */
function accounts(): Pick<DownloadsRepository, 'read' | 'write' | 'removeAccount'> & {
  docs: Map<string, DownloadAccount>;
} {
  const docs = new Map<string, DownloadAccount>();
  return {
    docs,
    read: async (userId) => docs.get(userId) ?? { items: [], version: 0 },
    write: async (userId, version, items: DownloadItem[]) => {
      if ((docs.get(userId)?.version ?? 0) !== version) return false;
      docs.set(userId, { items, version: version + 1 });
      return true;
    },
    removeAccount: async (userId) => docs.delete(userId),
  };
}

const viewer = (userId: string): Principal => ({ userId, email: `${userId}@test.local`, role: 'user', isAdmin: false });

const grant = (videoId: string): GrantDownloadRequest => ({
  videoId,
  title: `Title ${videoId}`,
  quality: 'saver',
  height: 360,
  device: { id: 'phone', name: 'Phone' },
  allowance: { titles: 5, devices: 2 },
  revokedSessions: [],
});

describe('DownloadsService', () => {
  it("drops an erased account's licences, leaves other accounts' alone, and takes the event twice", async () => {
    const repo = accounts();
    const service = new DownloadsService(repo as unknown as DownloadsRepository, () => new Date(), {
      DOWNLOAD_LICENCE_SECONDS: 30 * 24 * 3600,
      DOWNLOAD_PLAY_WINDOW_SECONDS: 48 * 3600,
    });
    await service.grant(viewer('erased'), grant('a'));
    await service.grant(viewer('erased'), grant('b'));
    await service.grant(viewer('kept'), grant('a'));
    expect((await service.list(viewer('erased'), [])).downloads).toHaveLength(2);

    expect(await service.onUserErased('erased')).toBe(true);
    expect(repo.docs.has('erased')).toBe(false);
    expect((await service.list(viewer('erased'), [])).downloads).toEqual([]);
    expect((await service.list(viewer('kept'), [])).downloads).toHaveLength(1);
    // A redelivered event finds nothing left to remove.
    expect(await service.onUserErased('erased')).toBe(false);
  });
});
