import { describe, expect, it } from 'vitest';
import { DIRECT_UPLOAD_LIMITS } from '@streamhub/contracts';
import { startedUpload } from './direct-uploads';

describe('startedUpload', () => {
  const id = '3f2b8c1e-5d4a-4e6f-9a7b-0c1d2e3f4a5b';

  it('names the upload’s object key and keeps the default part size for a file 10,000 of them hold', () => {
    expect(startedUpload(id, 20 * 1024 * 1024)).toEqual({
      uploadId: id,
      key: `uploads/${id}/file`,
      partSize: DIRECT_UPLOAD_LIMITS.partSize,
      maxParts: DIRECT_UPLOAD_LIMITS.maxParts,
    });
  });

  it('grows the parts for a file larger than 10,000 default parts', () => {
    const size = DIRECT_UPLOAD_LIMITS.partSize * DIRECT_UPLOAD_LIMITS.maxParts + 1;
    const { partSize, maxParts } = startedUpload(id, size);
    expect(partSize).toBe(DIRECT_UPLOAD_LIMITS.partSize + 1);
    expect(partSize * maxParts).toBeGreaterThanOrEqual(size);
  });
});
