import { spawn } from 'node:child_process';
import { probeArgs } from './ffmpeg-args';
import type { MediaProbeResult } from '@streamhub/contracts';
import type { SourceProbe } from './ladder';

/** Runs ffmpeg/ffprobe; no framework, an injected log line and a progress callback. */
export interface RunOptions {
  /** Seconds of output written so far (from `-progress`). */
  onProgress?: (seconds: number) => void;
  /** Kills the process when it fires. */
  signal?: AbortSignal;
  /** Working directory of the tool (relative names in its arguments resolve there). */
  cwd?: string;
}

const STDERR_KEEP = 4000;

export class ToolError extends Error {}

/** Encoders still running, so a stopping worker can end them rather than leave them orphaned. */
const running = new Set<ReturnType<typeof spawn>>();

/** Stops every running ffmpeg/ffprobe of this process (on shutdown). */
export function stopRunningTools(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** SVT-AV1 logs its configuration at info level whatever ffmpeg's level: errors only (a failure's reason stays readable). */
const TOOL_ENV = { ...process.env, SVT_LOG: '1' };

function run(tool: string, args: string[], options: RunOptions = {}): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: options.signal,
      cwd: options.cwd,
      env: TOOL_ENV,
    });
    running.add(child);
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!options.onProgress) {
        stdout += chunk;
        return;
      }
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // out_time_us is microseconds (out_time_ms is too, despite its name).
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match) options.onProgress(Number(match[1]) / 1e6);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP);
    });
    child.on('error', (err) => reject(new ToolError(`${tool} could not run: ${err.message}`)));
    child.on('close', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve({ stdout, stderr });
      else {
        const detail = stderr.trim().split('\n').slice(-3).join(' | ') || `exit ${signal ?? code}`;
        reject(new ToolError(`${tool} failed: ${detail}`));
      }
    });
  });
}

export async function ffmpeg(args: string[], options?: RunOptions): Promise<string> {
  return (await run('ffmpeg', args, options)).stdout;
}

/** Shaka Packager at `path` (docs/drm.md); what it logged. */
export async function packager(path: string, args: string[], options?: RunOptions): Promise<string> {
  return (await run(path, args, options)).stderr;
}

/** ffprobe with the given arguments; what it printed. */
export async function ffprobeText(args: string[]): Promise<string> {
  return (await run('ffprobe', args)).stdout;
}

/** ffmpeg for what it logs (its last few KB of stderr), e.g. a filter's summary. */
export async function ffmpegLog(args: string[], options?: RunOptions): Promise<string> {
  return (await run('ffmpeg', args, options)).stderr;
}

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
}

function rate(value: string | undefined): number {
  const [num, den] = (value ?? '').split('/').map(Number);
  if (!num || !Number.isFinite(num)) return 0;
  return den ? num / den : num;
}

/** ffprobe's JSON → what the transcoder needs; a file without a video stream is refused. */
export function parseProbe(json: string): SourceProbe {
  const data = JSON.parse(json) as {
    streams?: ProbeStream[];
    format?: { duration?: string; tags?: Record<string, string> };
  };
  const streams = data.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && (s.width ?? 0) > 0);
  if (!video) throw new ToolError('The file has no video stream');
  const duration = Number(data.format?.duration ?? video.duration);
  return {
    durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : 0,
    width: video.width!,
    height: video.height!,
    fps: rate(video.avg_frame_rate) || rate(video.r_frame_rate),
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    audioStreams: streams.filter((s) => s.codec_type === 'audio').length,
    comment: data.format?.tags?.comment ?? data.format?.tags?.COMMENT,
  };
}

export async function probe(input: string): Promise<SourceProbe> {
  return parseProbe((await run('ffprobe', probeArgs(input))).stdout);
}

/** What an uploaded file holds (any media, not only video): its length and its streams by type. */
export function parseMediaProbe(json: string): MediaProbeResult {
  const data = JSON.parse(json) as { streams?: ProbeStream[]; format?: { duration?: string } };
  const streams = data.streams ?? [];
  const lengths = [Number(data.format?.duration), ...streams.map((s) => Number(s.duration))].filter(
    (n) => Number.isFinite(n) && n > 0,
  );
  return {
    durationSeconds: lengths[0] ?? 0,
    audioStreams: streams.filter((s) => s.codec_type === 'audio').length,
    videoStreams: streams.filter((s) => s.codec_type === 'video' && (s.width ?? 0) > 0).length,
  };
}

/** ffprobe of any media; throws ToolError when ffprobe cannot read it. */
export async function probeMedia(input: string): Promise<MediaProbeResult> {
  return parseMediaProbe((await run('ffprobe', probeArgs(input))).stdout);
}
