import { Controller, ForbiddenException, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CatalogPatterns,
  IMAGE_NAME_PATTERN,
  MediaMessages,
  STREAM_FILE_PATTERN,
  STREAM_MANIFESTS,
  StreamMessages,
  TEXT_FILE_PATTERN,
  audioBaseOf,
  mediaKeys,
  textPlaylistFile,
  type AudioTrack,
} from '@streamhub/contracts';
import { Public } from '../auth/public.decorator';
import { Upstream } from '../kafka/upstream';
import { parseRange } from './byte-range';
import { dashWithTracks, dashWithUploadedAudio, hlsMasterWithTracks, hlsSubtitlePlaylist } from './manifest-tracks';
import { MediaSigner } from './media-signer';
import type { MediaGrant } from './media-token';
import { MediaStorage } from './media-storage';
import { PackagedManifests } from './packaged-manifests';
import { capDash, capHlsMaster, representationOfFile } from './quality-cap';
import { StreamSessions } from '../streams/stream-sessions';

const CONTENT_TYPES: Record<string, string> = {
  mpd: 'application/dash+xml',
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
const NOT_FOUND = 'Media not found';

/**
 * The encode a stream file belongs to (see versionCheck): a caching edge keys its cache by it and
 * keeps a fetched file only when the origin answered with the version its check was told.
 */
export const MEDIA_VERSION_HEADER = 'x-media-version';
/** Manifests follow the catalogue's tracks and the plan's cap: a few seconds in any cache. */
const MANIFEST_CACHE = 'public, max-age=5';
/**
 * Segments, init segments, storyboards and text tracks never change under their URL in a cache
 * keyed by encode (text and audio files carry an id of their own), so any cache may keep them.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The encode version to answer with, once the answer's bytes are read (see MediaController.versionCheck). */
type VersionCheck = () => Promise<string | undefined>;
const cacheControlOf = (file: string): string => (/\.(mpd|m3u8)$/.test(file) ? MANIFEST_CACHE : IMMUTABLE);

/** Binary bodies of the given content types (the media routes answer files, not the JSON envelope). */
const binary = (...types: string[]) =>
  Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
const STREAM_TYPES = binary(
  CONTENT_TYPES.mpd!,
  CONTENT_TYPES.m3u8!,
  CONTENT_TYPES.m4s!,
  CONTENT_TYPES.mp4!,
  CONTENT_TYPES.vtt!,
  CONTENT_TYPES.jpg!,
);
const IMAGE_TYPES = binary(CONTENT_TYPES.jpg!, CONTENT_TYPES.png!, CONTENT_TYPES.webp!);
const RANGE_NOT_SATISFIABLE = { status: 416, description: 'The Range lies outside the file' };

/** Streams media objects: signed renditions for entitled viewers, public poster and thumbnail images. */
@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(
    private readonly storage: MediaStorage,
    private readonly signer: MediaSigner,
    private readonly upstream: Upstream,
    private readonly sessions: StreamSessions,
    private readonly manifests: PackagedManifests,
  ) {}

  @Public()
  @Get('s/:token/:file')
  @ApiOkResponse({ description: 'The whole file', content: STREAM_TYPES })
  @ApiResponse({ status: 206, description: 'The requested byte range', content: STREAM_TYPES })
  @ApiResponse(RANGE_NOT_SATISFIABLE)
  @ApiForbiddenResponse({ description: 'The link is tampered with or has expired' })
  @ApiNotFoundResponse({ description: 'No such file of this video' })
  @ApiOperation({
    summary:
      'A manifest, segment or storyboard file (WebVTT, sprite sheet) of a video (or of its trailer, for a trailer link), through a signed, expiring URL ' +
      '(Range supported)',
  })
  async stream(
    @Param('token') token: string,
    @Param('file') file: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const grant = await this.admit(token, file);
    const version = await this.versionCheck(grant, req.headers[MEDIA_VERSION_HEADER]);
    // A trailer grant opens the trailer's directory only, never the video's stream.
    if (grant.scope === 'trailer') {
      await this.send(req, reply, mediaKeys.trailerFile(grant.videoId, file), file, cacheControlOf(file), version);
      return;
    }
    // Manifests and text tracks follow the catalogue's current languages: short-lived in caches.
    if (file === STREAM_MANIFESTS.hls || file === STREAM_MANIFESTS.dash || /^text-.*\.m3u8$/.test(file)) {
      await this.sendManifest(reply, grant.videoId, file, grant.maxHeight, version);
      return;
    }
    // Text tracks and uploaded audio languages live beside the stream (a new encode replaces the stream, not them).
    const audioBase = audioBaseOf(file);
    const key = TEXT_FILE_PATTERN.test(file)
      ? mediaKeys.textFile(grant.videoId, file)
      : audioBase
        ? `${mediaKeys.audioDir(grant.videoId, audioBase)}/${file}`
        : mediaKeys.streamFile(grant.videoId, file);
    await this.send(req, reply, key, file, cacheControlOf(file), version);
  }

  /**
   * What a caching edge asks before it answers a file from its cache (or fetches it): the same
   * checks as the file route, without the file. 204 with the encode version (`X-Media-Version`,
   * for the edge's cache key) when the token may have the file now; 403 otherwise.
   */
  @Public()
  @Get('check/:token/:file')
  @ApiResponse({ status: 204, description: 'The token may have this file now; X-Media-Version names the encode' })
  @ApiForbiddenResponse({ description: 'Tampered or expired link, ended stream session, or a rendition above the cap' })
  @ApiNotFoundResponse({ description: 'Not a file name of a stream directory' })
  @ApiOperation({ summary: "A caching edge's check of a signed media URL (stream session and quality cap)" })
  async check(@Param('token') token: string, @Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const grant = await this.admit(token, file);
    const version = await this.encodeVersion(grant);
    if (version !== undefined) void reply.header(MEDIA_VERSION_HEADER, version);
    await reply.code(204).header('cache-control', 'no-store').send();
  }

  /**
   * The grant of a token for one file, or the error it gets: tampered or expired (403), a name
   * outside the stream directory (404), an ended stream session (403) or a file of a rendition
   * above the plan's cap (403).
   */
  private async admit(token: string, file: string): Promise<MediaGrant> {
    const grant = this.signer.verify(token);
    if (!grant) throw new ForbiddenException(MediaMessages.invalidMediaLink);
    // Flat names only: no path can leave the video's own stream directory.
    if (!STREAM_FILE_PATTERN.test(file)) throw new NotFoundException(NOT_FOUND);
    if (grant.scope === 'trailer') return grant;
    // A playback whose stream session is over (Stop watching there, idle, played twice) or has moved
    // on to another title gets nothing more of this one.
    if (grant.session !== undefined && !(await this.sessions.isLive(grant.userId, grant.session, grant.videoId))) {
      throw new ForbiddenException({ message: StreamMessages.sessionEnded, code: 'STREAM_ENDED' });
    }
    // The plan's quality cap: the files of taller renditions are refused, not just left out of the manifests.
    if (grant.maxHeight !== undefined && (await this.aboveCap(grant.videoId, file, grant.maxHeight))) {
      throw new ForbiddenException(MediaMessages.aboveQualityCap);
    }
    return grant;
  }

  /**
   * For a caching edge that names the encode it expects (`X-Media-Version`, from its check): a
   * function to call once the answer's bytes are read or open, which gives that version back when
   * the encode was the same before and after (so the bytes are of it), undefined otherwise. A
   * re-encode removes the MPD with everything else before it uploads anything new, so an MPD
   * unchanged from before to after means no file of another encode could be opened between.
   * Direct clients send no version and pay for no extra reads.
   */
  private async versionCheck(grant: MediaGrant, expected: string | string[] | undefined): Promise<VersionCheck> {
    if (typeof expected !== 'string' || expected === '') return async () => undefined;
    const before = await this.encodeVersion(grant);
    if (before !== expected) return async () => undefined;
    return async () => ((await this.encodeVersion(grant)) === before ? before : undefined);
  }

  /**
   * The encode a grant's files belong to now: the ETag and time of its packaged MPD, which a new
   * encode replaces (the worker empties the directory first), undefined while there is none.
   */
  private async encodeVersion(grant: MediaGrant): Promise<string | undefined> {
    const key =
      grant.scope === 'trailer'
        ? mediaKeys.trailerFile(grant.videoId, STREAM_MANIFESTS.dash)
        : mediaKeys.streamFile(grant.videoId, STREAM_MANIFESTS.dash);
    const mpd = await this.storage.stat(key);
    if (!mpd) return undefined;
    // The time too: an encode whose MPD comes out byte for byte the same may still differ in its segments.
    return `${mpd.etag.replace(/[^A-Za-z0-9]/g, '')}-${Math.floor(mpd.lastModified.getTime() / 1000)}`;
  }

  /**
   * A video's HLS master or DASH manifest as packaged, with its text tracks and audio language
   * written in; or a text track's HLS playlist, made from the track list.
   */
  private async sendManifest(
    reply: FastifyReply,
    videoId: string,
    file: string,
    maxHeight: number | undefined,
    version: VersionCheck,
  ): Promise<void> {
    const tracks = await this.upstream.recallable(CatalogPatterns.mediaTextTracks, { videoId });
    let body: string;
    if (file.startsWith('text-')) {
      const track = tracks.tracks.find((t) => textPlaylistFile(t.file) === file);
      if (!track || !tracks.durationSeconds) throw new NotFoundException(NOT_FOUND);
      body = hlsSubtitlePlaylist(track, tracks.durationSeconds);
    } else {
      const packaged = await this.manifests.text(videoId, file);
      if (packaged === undefined) throw new NotFoundException(NOT_FOUND);
      if (file === STREAM_MANIFESTS.hls) {
        // The DASH manifest says which language each audio stream is; the HLS master does not.
        const mpd = (await this.manifests.text(videoId, STREAM_MANIFESTS.dash)) ?? '';
        body = hlsMasterWithTracks(packaged, tracks, mpd);
        if (maxHeight !== undefined) body = capHlsMaster(body, maxHeight);
      } else {
        body = dashWithUploadedAudio(
          dashWithTracks(packaged, tracks),
          tracks.audioTracks ?? [],
          await this.audioManifests(videoId, tracks.audioTracks ?? []),
        );
        if (maxHeight !== undefined) body = capDash(body, maxHeight);
      }
    }
    const ext = file.slice(file.lastIndexOf('.') + 1);
    const encode = await version();
    if (encode !== undefined) void reply.header(MEDIA_VERSION_HEADER, encode);
    await reply
      .code(200)
      .header('content-type', CONTENT_TYPES[ext]!)
      .header('cache-control', MANIFEST_CACHE)
      .send(body);
  }

  /** The packaged DASH manifest of each uploaded audio language, by base name (one missing is left out). */
  private async audioManifests(videoId: string, tracks: readonly AudioTrack[]): Promise<Map<string, string>> {
    const manifests = new Map<string, string>();
    for (const track of tracks) {
      const mpd = await this.manifests.audioText(videoId, track.file);
      if (mpd !== undefined) manifests.set(track.file, mpd);
    }
    return manifests;
  }

  /** Whether a file belongs to a video rendition taller than the cap (by the packaged MPD's heights). */
  private async aboveCap(videoId: string, file: string, maxHeight: number): Promise<boolean> {
    const representation = representationOfFile(file);
    if (representation === undefined) return false;
    const height = (await this.manifests.heights(videoId)).get(representation);
    return height !== undefined && height > maxHeight;
  }

  @Public()
  @Get('images/:name')
  @ApiOkResponse({ description: 'The whole image', content: IMAGE_TYPES })
  @ApiResponse({ status: 206, description: 'The requested byte range', content: IMAGE_TYPES })
  @ApiResponse(RANGE_NOT_SATISFIABLE)
  @ApiNotFoundResponse({ description: 'No such image' })
  @ApiOperation({ summary: 'A poster or thumbnail image (public)' })
  async image(@Param('name') name: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!IMAGE_NAME_PATTERN.test(name)) throw new NotFoundException(NOT_FOUND);
    await this.send(req, reply, mediaKeys.image(name), name, 'public, max-age=86400');
  }

  private async send(
    req: FastifyRequest,
    reply: FastifyReply,
    key: string,
    name: string,
    cacheControl: string,
    version?: VersionCheck,
  ): Promise<void> {
    const object = await this.storage.stat(key);
    if (!object) throw new NotFoundException(NOT_FOUND);
    const ext = name.slice(name.lastIndexOf('.') + 1);
    void reply
      .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
      .header('accept-ranges', 'bytes')
      .header('cache-control', cacheControl)
      .header('etag', `"${object.etag}"`)
      .header('last-modified', object.lastModified.toUTCString());
    const range = parseRange(req.headers.range, object.size);
    if (range === 'unsatisfiable') {
      void reply.code(416).header('content-range', `bytes */${object.size}`).send();
      return;
    }
    if (object.size === 0) {
      void reply.code(200).header('content-length', '0').send();
      return;
    }
    const start = range?.start ?? 0;
    const end = range?.end ?? object.size - 1;
    const body = await this.storage.read(key, start, end - start + 1);
    // Only once the object is open (see versionCheck).
    const encode = await version?.();
    if (encode !== undefined) void reply.header(MEDIA_VERSION_HEADER, encode);
    if (range) void reply.code(206).header('content-range', `bytes ${start}-${end}/${object.size}`);
    else void reply.code(200);
    await reply.header('content-length', String(end - start + 1)).send(body);
  }
}
