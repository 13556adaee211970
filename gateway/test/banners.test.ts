import { beforeAll, describe, expect, it } from 'vitest';
import { BannerMessages, type Banner } from '@streamhub/contracts';
import {
  adminToken,
  api,
  apiForm,
  createVideo,
  encodedImage,
  newObjectId,
  pdfDocument,
  pngImage,
  testEnv,
  unique,
  viewerToken,
  type FormFile,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';

let admin: string;
let viewer: string;

const png = (i: number, width = 120, height = 40): FormFile => ({
  field: 'banners',
  name: `banner-${i}.png`,
  type: 'image/png',
  bytes: pngImage(width, height, [i * 20, 100, 200]),
});

async function upload(files: FormFile[], path = '/admin/banners'): Promise<Banner[]> {
  const res = await apiForm('POST', path, { token: admin, files });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.message).toBe(BannerMessages.uploaded(files.length));
  return res.body.data.banners;
}

const image = (banner: Banner) => fetch(`${testEnv.gatewayUrl}${banner.imageUrl}`);

async function activeIds(): Promise<string[]> {
  const res = await api('GET', '/banners');
  expect(res.status).toBe(200);
  expect(Array.isArray(res.body.data.banners)).toBe(true);
  return (res.body.data.banners as Banner[]).map((b) => b._id);
}

beforeAll(async () => {
  admin = await adminToken();
  viewer = await viewerToken();
});

describe('banner upload', () => {
  it('stores JPEG, PNG and WebP images checked by content, with size in bytes, dimensions and createdAt', async () => {
    const jpg = await encodedImage('jpg', 64, 32);
    const webp = await encodedImage('webp', 48, 16);
    const files: FormFile[] = [
      png(1, 120, 40),
      // Names and declared types do not count: the content does.
      { field: 'banners', name: 'photo.bin', type: 'application/octet-stream', bytes: jpg },
      { field: 'banners', name: 'wide.png', type: 'image/png', bytes: webp },
    ];
    const banners = await upload(files);
    expect(banners.map((b) => [b.mimeType, b.width, b.height, b.imageSize])).toEqual([
      ['image/png', 120, 40, files[0]!.bytes.length],
      ['image/jpeg', 64, 32, jpg.length],
      ['image/webp', 48, 16, webp.length],
    ]);
    for (const banner of banners) {
      expect(banner.status).toBe('active');
      expect(banner.imageUrl).toBe(`/api/v1/banners/images/${banner.imageKey}`);
      expect(Date.parse(banner.createdAt)).not.toBeNaN();
      const res = await image(banner);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(banner.mimeType);
      expect(Buffer.from(await res.arrayBuffer()).length).toBe(banner.imageSize);
    }
    const active = await activeIds();
    const positions = banners.map((b) => active.indexOf(b._id));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('accepts POST /banners as well as POST /admin/banners', async () => {
    const [banner] = await upload([png(2)], '/banners');
    expect((await image(banner!)).status).toBe(200);
  });

  it('refuses a PDF renamed .png with a 415, storing nothing of the request', async () => {
    const before = (await api('GET', '/admin/banners', { token: admin })).body.data.banners.length;
    const res = await apiForm('POST', '/admin/banners', {
      token: admin,
      files: [png(3), { field: 'banners', name: 'poster.png', type: 'image/png', bytes: pdfDocument() }],
    });
    expectError(res, 415, BannerMessages.imagesOnly);
    expect((await api('GET', '/admin/banners', { token: admin })).body.data.banners.length).toBe(before);
  });

  it('refuses 11 files with "Maximum 10 banners can be uploaded at once" and none with "Please select at least one banner image"', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => png(i));
    expectError(
      await apiForm('POST', '/admin/banners', { token: admin, files: eleven }),
      400,
      BannerMessages.tooManyFiles,
    );
    expectError(
      await apiForm('POST', '/admin/banners', { token: admin, fields: { altText: 'x' } }),
      400,
      BannerMessages.noFiles,
    );
    expectError(await api('POST', '/admin/banners', { token: admin, body: {} }), 400, BannerMessages.notMultipart);
  });

  it('refuses a file above the per-file size limit with a 413', async () => {
    const big = Buffer.concat([pngImage(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await apiForm('POST', '/admin/banners', {
      token: admin,
      files: [{ field: 'banners', name: 'big.png', type: 'image/png', bytes: big }],
    });
    expectError(res, 413, BannerMessages.fileTooLarge);
  });

  it('is for admins only', async () => {
    expect((await apiForm('POST', '/admin/banners', { files: [png(4)] })).status).toBe(401);
    expect((await apiForm('POST', '/banners', { token: viewer, files: [png(4)] })).status).toBe(403);
    expect((await api('GET', '/admin/banners', { token: viewer })).status).toBe(403);
    expect(
      (await api('PATCH', `/banners/${newObjectId()}/status`, { token: viewer, body: { status: 'inactive' } })).status,
    ).toBe(403);
    expect((await api('DELETE', `/admin/banners/${newObjectId()}`, { token: viewer })).status).toBe(403);
  });
});

describe('banner changes', () => {
  it('links a banner to a title: the public list carries it, an unknown title (404) or a malformed id (400) is refused, null unlinks', async () => {
    const [banner] = await upload([png(7)]);
    const video = await createVideo({ videoTitle: unique('Banner Film '), genre: 'drama' });
    const linked = await api('PATCH', `/banners/${banner!._id}/target`, { token: admin, body: { videoId: video._id } });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.message).toBe(BannerMessages.targetSet);
    expect(linked.body.data.banner.targetVideoId).toBe(video._id);
    const listed = await api('GET', '/banners');
    expect((listed.body.data.banners as Banner[]).find((b) => b._id === banner!._id)?.targetVideoId).toBe(video._id);

    expect(
      (await api('PATCH', `/banners/${banner!._id}/target`, { token: admin, body: { videoId: newObjectId() } })).status,
    ).toBe(404);
    expectError(
      await api('PATCH', `/banners/${banner!._id}/target`, { token: admin, body: { videoId: 'not-an-id' } }),
      400,
      BannerMessages.invalidTarget,
    );
    expect(
      (await api('PATCH', `/banners/${banner!._id}/target`, { token: viewer, body: { videoId: video._id } })).status,
    ).toBe(403);

    const unlinked = await api('PATCH', `/banners/${banner!._id}/target`, { token: admin, body: { videoId: null } });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.data.banner.targetVideoId).toBeUndefined();
  });

  it('deactivates and activates with the spec messages; inactive banners leave the public list but stay in the admin one', async () => {
    const [banner] = await upload([png(5)]);
    const off = await api('PATCH', `/banners/${banner!._id}/status`, { token: admin, body: { status: 'inactive' } });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(BannerMessages.deactivated);
    expect(await activeIds()).not.toContain(banner!._id);
    const all = await api('GET', '/admin/banners', { token: admin });
    expect((all.body.data.banners as Banner[]).find((b) => b._id === banner!._id)?.status).toBe('inactive');

    const on = await api('PATCH', `/banners/${banner!._id}/status`, { token: admin, body: { status: 'active' } });
    expect(on.body.message).toBe(BannerMessages.activated);
    expect(await activeIds()).toContain(banner!._id);

    for (const status of ['paused', '', 1, undefined]) {
      expectError(
        await api('PATCH', `/banners/${banner!._id}/status`, { token: admin, body: { status } }),
        400,
        BannerMessages.invalidStatus,
      );
    }
    expectError(
      await api('PATCH', `/banners/${newObjectId()}/status`, { token: admin, body: { status: 'active' } }),
      404,
      BannerMessages.bannerNotFound,
    );
  });

  it('searches the admin list by image key', async () => {
    const [banner] = await upload([png(6)]);
    const part = banner!.imageKey.slice(0, 13).toUpperCase();
    const res = await api('GET', `/admin/banners?q=${encodeURIComponent(part)}`, { token: admin });
    expect((res.body.data.banners as Banner[]).map((b) => b._id)).toEqual([banner!._id]);
  });

  it('replaces the image (a new one required, a file only) and removes the old object', async () => {
    const [banner] = await upload([png(7, 100, 50)]);
    const webp = await encodedImage('webp', 30, 20);
    const res = await apiForm('PATCH', `/admin/banners/${banner!._id}`, {
      token: admin,
      files: [{ field: 'banner', name: 'new.webp', type: 'image/webp', bytes: webp }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(BannerMessages.updated);
    const updated: Banner = res.body.data.banner;
    expect(updated).toMatchObject({
      _id: banner!._id,
      mimeType: 'image/webp',
      width: 30,
      height: 20,
      imageSize: webp.length,
    });
    expect(updated.imageKey).not.toBe(banner!.imageKey);
    expect((await image(updated)).status).toBe(200);
    expect((await image(banner!)).status).toBe(404);

    const path = `/admin/banners/${banner!._id}`;
    expectError(await apiForm('PATCH', path, { token: admin, fields: {} }), 400, BannerMessages.newImageRequired);
    expectError(
      await apiForm('PATCH', path, { token: admin, fields: { banner: 'not-a-file' } }),
      400,
      BannerMessages.invalidFileObject,
    );
    expectError(
      await apiForm('PATCH', path, {
        token: admin,
        files: [{ field: 'banner', name: 'x.png', type: 'image/png', bytes: pdfDocument() }],
      }),
      415,
      BannerMessages.imagesOnly,
    );
    expectError(
      await apiForm('PATCH', `/admin/banners/${newObjectId()}`, {
        token: admin,
        files: [{ ...png(8), field: 'banner' }],
      }),
      404,
      BannerMessages.bannerNotFound,
    );
  });

  it('deletes a banner with "Banner deleted" and removes its object from storage', async () => {
    const [banner] = await upload([png(9)]);
    expect((await image(banner!)).status).toBe(200);
    const res = await api('DELETE', `/admin/banners/${banner!._id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(BannerMessages.deleted);
    expect((await image(banner!)).status).toBe(404);
    expect(await activeIds()).not.toContain(banner!._id);
    expectError(
      await api('DELETE', `/admin/banners/${banner!._id}`, { token: admin }),
      404,
      BannerMessages.bannerNotFound,
    );
  });

  it('serves only banner image keys', async () => {
    expect((await fetch(`${testEnv.gatewayUrl}/api/v1/banners/images/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${testEnv.gatewayUrl}/api/v1/banners/images/${crypto.randomUUID()}.png`)).status).toBe(404);
  });
});
