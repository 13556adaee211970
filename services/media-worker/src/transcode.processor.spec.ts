import { describe, expect, it } from 'vitest';
import { ToolError } from './ffmpeg';
import { readableReason } from './transcode.processor';

describe('readableReason', () => {
  const dir = '/tmp/streamhub-media/job-abc';

  it("names the job's scratch files for what they hold", () => {
    expect(
      readableReason(
        new ToolError(`ffmpeg failed: ${dir}/trailer-source: Invalid data found when processing input`),
        dir,
      ),
    ).toBe('ffmpeg failed: the trailer: Invalid data found when processing input');
    expect(readableReason(new ToolError(`ffmpeg failed: ${dir}/source: moov atom not found`), dir)).toBe(
      'ffmpeg failed: the upload: moov atom not found',
    );
    expect(readableReason(`${dir}/stream/manifest.mpd: No space left on device`, dir)).toBe(
      'stream/manifest.mpd: No space left on device',
    );
  });

  it('never shows the signed URL the source was read by', () => {
    const url =
      'http://127.0.0.1:9000/streamhub-media/uploads/abc/source?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=0f1e2d';
    expect(
      readableReason(new ToolError(`ffprobe failed: ${url}: Server returned 403 Forbidden (access denied)`), dir),
    ).toBe('ffprobe failed: the upload: Server returned 403 Forbidden (access denied)');
    expect(readableReason(`Error opening input ${url}`, dir)).toBe('Error opening input the upload');
  });

  it('leaves other messages alone', () => {
    expect(readableReason(new Error('The file has no video stream'), dir)).toBe('The file has no video stream');
  });
});
