/** One stored part of a multipart upload, as S3's complete call takes it. */
export interface UploadedPart {
  part: number;
  etag: string;
}

/** Where the bytes of one object go: S3's multipart calls, or one PUT for a body of at most one part. */
export interface PartSink {
  /** Stores a body of at most one part in one request. */
  putWhole(body: Buffer): Promise<void>;
  /** Starts a multipart upload; resolves to its id. */
  begin(): Promise<string>;
  /** Stores one part; resolves to its ETag. `body` must not be touched after the promise settles. */
  putPart(uploadId: string, partNumber: number, body: Buffer): Promise<string>;
  complete(uploadId: string, parts: UploadedPart[]): Promise<void>;
  abort(uploadId: string): Promise<void>;
}

export interface PartUploadOptions {
  /** Bytes per part (every part but the last); also the size of each of the two buffers. */
  partSize: number;
  /** Runs once the body has ended, before the object is made; when it throws, nothing is stored. */
  beforeStore?: () => void;
  /** Told when aborting a multipart upload fails (the upload is then left to the caller's cleanup). */
  onAbortFailed?: (err: unknown) => void;
}

/** A part on its way to the sink, with the buffer it was sent from. */
interface PartInFlight {
  done: Promise<UploadedPart>;
  buffer: Buffer;
}

/**
 * Stores `body` through `sink` with bounded memory: at most two buffers of `partSize` bytes,
 * reused for the whole upload. One is sent while the next part is read into the other; when both
 * are busy the body is not read (the stream stays paused) until the part in flight is stored. A
 * buffer is filled again only after the request that sent it has succeeded. A body of at most one
 * part goes as a single PUT. Any failure — the body's (a client that went away), `beforeStore`'s
 * or the sink's — aborts the multipart upload, so no object and no unfinished upload is left
 * behind, and is thrown again.
 */
export async function uploadInParts(
  body: AsyncIterable<Buffer>,
  sink: PartSink,
  options: PartUploadOptions,
): Promise<void> {
  const { partSize } = options;
  const spare: Buffer[] = [];
  const parts: UploadedPart[] = [];
  let filling: Buffer | undefined;
  let filled = 0;
  let uploadId: string | undefined;
  let inFlight: PartInFlight | undefined;

  /** Waits for the part in flight; its buffer may then be filled again. */
  const settle = async (): Promise<void> => {
    if (!inFlight) return;
    const { done, buffer } = inFlight;
    inFlight = undefined;
    parts.push(await done);
    spare.push(buffer);
  };

  /** Sends the first `length` bytes of `buffer` as the next part, once the previous one is stored. */
  const send = async (buffer: Buffer, length: number): Promise<void> => {
    uploadId ??= await sink.begin();
    await settle();
    const partNumber = parts.length + 1;
    const done = sink.putPart(uploadId, partNumber, buffer.subarray(0, length)).then((etag) => ({
      part: partNumber,
      etag,
    }));
    // Awaited by the next settle(); until then a failure must not count as unhandled.
    done.catch(() => undefined);
    inFlight = { done, buffer };
  };

  try {
    for await (const chunk of body) {
      let offset = 0;
      while (offset < chunk.length) {
        if (filling && filled === partSize) {
          // A full buffer and more bytes: it is not the last part, so send it.
          await send(filling, filled);
          filling = undefined;
          filled = 0;
        }
        filling ??= spare.pop() ?? Buffer.allocUnsafe(partSize);
        const copied = chunk.copy(filling, filled, offset, Math.min(chunk.length, offset + partSize - filled));
        filled += copied;
        offset += copied;
      }
    }
    options.beforeStore?.();
    if (uploadId === undefined && !inFlight) {
      await sink.putWhole(filling ? filling.subarray(0, filled) : Buffer.alloc(0));
      return;
    }
    if (filling && filled > 0) await send(filling, filled);
    await settle();
    await sink.complete(uploadId!, parts);
  } catch (err) {
    if (uploadId !== undefined) {
      // Let the part in flight finish first: S3 may keep a part that lands after the abort.
      await inFlight?.done.catch(() => undefined);
      await sink.abort(uploadId).catch((abortErr: unknown) => options.onAbortFailed?.(abortErr));
    }
    throw err;
  }
}
