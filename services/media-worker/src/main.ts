import { execFileSync } from 'node:child_process';

/**
 * The media worker needs ffmpeg and ffprobe on the PATH. Its transcode queue arrives with the
 * media pipeline; until then the process only verifies its tools, so a broken install is caught early.
 */
function requireTool(tool: string): string {
  try {
    return execFileSync(tool, ['-version'], { encoding: 'utf8' }).split('\n')[0] ?? tool;
  } catch {
    process.stderr.write(`streamhub media-worker: ${tool} is not installed (apt-get install ffmpeg)\n`);
    process.exit(1);
  }
}

for (const tool of ['ffmpeg', 'ffprobe']) process.stdout.write(`${requireTool(tool)}\n`);
