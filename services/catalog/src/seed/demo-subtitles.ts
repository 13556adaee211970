import { createHash } from 'node:crypto';
import {
  dialogueLinesOf,
  textTrackFile,
  toWebVtt,
  type DialogueLine,
  type CreateVideoRequest,
  type GeneratedTextFile,
  type TextTrack,
} from '@streamhub/contracts';
import { DEMO_CLIP } from './demo-catalog';

/** A line of Hindi dialogue per series or movie (each title's own), keyed as the demo looks are. */
const HINDI_LINES: Record<string, string> = {
  'The Last Horizon': 'एक आख़िरी उम्मीद लेकर जहाज़ सितारों की ओर निकल पड़ा।',
  'Monsoon Files': 'बारिश हर राज़ को धो नहीं पाती।',
  'Kitchen Stories': 'हर पकवान के पीछे एक कहानी छिपी है।',
  'Campus Days': 'कॉलेज के दिन लौटकर नहीं आते।',
  'Silent Peaks': 'पहाड़ों की ख़ामोशी सब कुछ कह देती है।',
  'Paper Boats': 'काग़ज़ की कश्ती, बारिश का पानी।',
  'Night Shift': 'रात लंबी है, और शहर अब भी जाग रहा है।',
  'Color of Rain': 'बारिश का भी अपना एक रंग होता है।',
};

interface DemoCue {
  startSeconds: number;
  endSeconds: number;
  text: string;
}

/** The demo tracks of a video: its WebVTT files (for the worker to store), their records and what they say. */
export interface DemoSubtitles {
  files: GeneratedTextFile[];
  tracks: TextTrack[];
  lines: Map<TextTrack, DialogueLine[]>;
}

/**
 * English and Hindi subtitles of a demo video, timed to its clip: its name over the title card,
 * then its own line (the description in English, the title's Hindi line), then a closing line.
 */
export function demoSubtitles(video: CreateVideoRequest): DemoSubtitles {
  const series = video.videoType !== 'movie' && video.episodeName ? String(video.episodeName) : null;
  const key = series ?? video.videoTitle;
  const part = series ? Number(video.episodeSeq ?? 1) : null;
  const end = DEMO_CLIP.seconds;
  const english: DemoCue[] = [
    { startSeconds: 0.5, endSeconds: 3.5, text: part ? `${key}, episode ${part}` : key },
    { startSeconds: 4.5, endSeconds: 8, text: String(video.description ?? key) },
    { startSeconds: 8.5, endSeconds: end - 0.5, text: part ? 'To be continued…' : 'The end.' },
  ];
  const hindi: DemoCue[] = [
    { startSeconds: 0.5, endSeconds: 3.5, text: part ? `${key}, भाग ${part}` : key },
    { startSeconds: 4.5, endSeconds: 8, text: HINDI_LINES[key] ?? 'कहानी अभी बाक़ी है।' },
    { startSeconds: 8.5, endSeconds: end - 0.5, text: part ? 'कहानी जारी रहेगी…' : 'समाप्त।' },
  ];
  const files: GeneratedTextFile[] = [];
  const tracks: TextTrack[] = [];
  const lines = new Map<TextTrack, DialogueLine[]>();
  for (const [lang, label, cues] of [
    ['en', 'English', english],
    ['hi', 'हिन्दी', hindi],
  ] as const) {
    const vtt = toWebVtt(cues.map((c) => ({ ...c, settings: '' })));
    const file = textTrackFile(lang, 'subtitles', createHash('sha256').update(vtt).digest('hex'));
    files.push({ file, vtt });
    const track: TextTrack = { lang, label, kind: 'subtitles', cues: cues.length, file };
    tracks.push(track);
    lines.set(track, dialogueLinesOf(cues));
  }
  return { files, tracks, lines };
}
