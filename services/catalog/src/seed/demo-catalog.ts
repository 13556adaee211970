import {
  DEMO_SERIES_INTRO,
  type AgeRating,
  type ContentDescriptor,
  type CreateVideoRequest,
  type GeneratedPattern,
  type GeneratedSource,
} from '@streamhub/contracts';
import { qualityOfHeight } from '../videos/video-quality';

/**
 * Demo content for an empty catalog: four series of 2–4 parts and four movies with varied
 * genres, years, ratings and age ratings (all five, with their content descriptors). Their media are generated (see demoSource) and sent through the
 * media pipeline like uploads, which extracts posters and thumbnails from them. Their quality is
 * what those media are (480p: SD), as for any transcoded video.
 */
type Part = Omit<CreateVideoRequest, 'genre' | 'episodeName' | 'videoType' | 'ageRating' | 'contentDescriptors'>;

interface DemoSeries {
  episodeName: string;
  genre: string;
  videoType: 'series' | 'episode';
  ageRating: AgeRating;
  contentDescriptors: ContentDescriptor[];
  parts: Part[];
}

const series: DemoSeries[] = [
  {
    episodeName: 'The Last Horizon',
    genre: 'Sci-Fi',
    videoType: 'series',
    ageRating: 'U/A 13+',
    contentDescriptors: ['themes', 'violence'],
    parts: [
      {
        videoTitle: 'The Last Horizon: Departure',
        description: 'A colony ship leaves a dying Earth with one chance to arrive.',
        actors: 'Asha Rao, Vikram Sen',
        writers: 'Meera Iyer',
        countries: 'India',
        languages: 'English, Hindi',
        imdbRating: 8.6,
        releaseDate: '2025-03-07',
        runtimeMinutes: 52,
        episodeSeq: 1,
      },
      {
        videoTitle: 'The Last Horizon: Drift',
        description: 'A reactor fault forces the crew to choose who sleeps and who works.',
        actors: 'Asha Rao, Vikram Sen',
        writers: 'Meera Iyer',
        countries: 'India',
        languages: 'English, Hindi',
        imdbRating: 8.8,
        releaseDate: '2025-03-14',
        runtimeMinutes: 49,
        episodeSeq: 2,
      },
      {
        videoTitle: 'The Last Horizon: Signal',
        description: 'A message arrives from a ship that left a century earlier.',
        actors: 'Asha Rao, Vikram Sen, Nila Das',
        writers: 'Meera Iyer',
        countries: 'India',
        languages: 'English, Hindi',
        imdbRating: 9.1,
        releaseDate: '2025-03-21',
        runtimeMinutes: 55,
        episodeSeq: 3,
      },
      {
        videoTitle: 'The Last Horizon: Landfall',
        description: 'The new world is not empty.',
        actors: 'Asha Rao, Vikram Sen, Nila Das',
        writers: 'Meera Iyer, Karan Shah',
        countries: 'India',
        languages: 'English, Hindi',
        imdbRating: 9.0,
        releaseDate: '2025-03-28',
        runtimeMinutes: 61,
        episodeSeq: 4,
      },
    ],
  },
  {
    episodeName: 'Monsoon Files',
    genre: 'Crime',
    videoType: 'series',
    ageRating: 'A',
    contentDescriptors: ['violence', 'language', 'drugs'],
    parts: [
      {
        videoTitle: 'Monsoon Files: The Flooded Ledger',
        description: 'A bank clerk vanishes the night the river breaks its banks.',
        actors: 'Rohan Kapoor, Leela Menon',
        writers: 'Arjun Bose',
        countries: 'India',
        languages: 'Hindi',
        imdbRating: 7.8,
        releaseDate: '2024-07-12',
        runtimeMinutes: 44,
        episodeSeq: 1,
      },
      {
        videoTitle: 'Monsoon Files: Second Tide',
        description: 'The ledger turns up, with one page missing.',
        actors: 'Rohan Kapoor, Leela Menon',
        writers: 'Arjun Bose',
        countries: 'India',
        languages: 'Hindi',
        imdbRating: 8.1,
        releaseDate: '2024-07-19',
        runtimeMinutes: 47,
        episodeSeq: 2,
      },
      {
        videoTitle: 'Monsoon Files: Dry Season',
        description: 'The inspector finally follows the money upstream.',
        actors: 'Rohan Kapoor, Leela Menon, Dev Malhotra',
        writers: 'Arjun Bose',
        countries: 'India',
        languages: 'Hindi',
        imdbRating: 8.3,
        releaseDate: '2024-07-26',
        runtimeMinutes: 50,
        episodeSeq: 3,
      },
    ],
  },
  {
    episodeName: 'Kitchen Stories',
    genre: 'Documentary',
    videoType: 'episode',
    ageRating: 'U',
    contentDescriptors: [],
    parts: [
      {
        videoTitle: 'Kitchen Stories: Spice Roads',
        description: 'How pepper and cardamom shaped a coastline.',
        actors: 'Priya Nair',
        writers: 'Priya Nair',
        countries: 'India, Sri Lanka',
        languages: 'English',
        imdbRating: 7.2,
        releaseDate: '2023-11-02',
        runtimeMinutes: 28,
        episodeSeq: 1,
      },
      {
        videoTitle: 'Kitchen Stories: Street Fire',
        description: 'Night markets and the cooks who never sit down.',
        actors: 'Priya Nair',
        writers: 'Priya Nair',
        countries: 'India',
        languages: 'English',
        imdbRating: 7.5,
        releaseDate: '2023-11-09',
        runtimeMinutes: 31,
        episodeSeq: 2,
      },
    ],
  },
  {
    episodeName: 'Campus Days',
    genre: 'Comedy',
    videoType: 'series',
    ageRating: 'U/A 7+',
    contentDescriptors: ['language'],
    parts: [
      {
        videoTitle: 'Campus Days: Orientation',
        description: 'Five strangers share one hostel room and one bicycle.',
        actors: 'Ishaan Gupta, Tara Singh',
        writers: 'Neha Joshi',
        countries: 'India',
        languages: 'Hindi, English',
        imdbRating: 6.9,
        releaseDate: '2022-08-15',
        runtimeMinutes: 24,
        episodeSeq: 1,
      },
      {
        videoTitle: 'Campus Days: Midterms',
        description: 'Nobody studied. Everybody has a plan.',
        actors: 'Ishaan Gupta, Tara Singh',
        writers: 'Neha Joshi',
        countries: 'India',
        languages: 'Hindi, English',
        imdbRating: 7.4,
        releaseDate: '2022-08-22',
        runtimeMinutes: 26,
        episodeSeq: 2,
      },
      {
        videoTitle: 'Campus Days: Fest Night',
        description: 'The cultural fest, a power cut and a borrowed guitar.',
        actors: 'Ishaan Gupta, Tara Singh, Kabir Ali',
        writers: 'Neha Joshi',
        countries: 'India',
        languages: 'Hindi, English',
        imdbRating: 7.9,
        releaseDate: '2022-08-29',
        runtimeMinutes: 25,
        episodeSeq: 3,
      },
    ],
  },
];

const movies: CreateVideoRequest[] = [
  {
    videoTitle: 'Silent Peaks',
    genre: 'Adventure',
    videoType: 'movie',
    ageRating: 'U/A 7+',
    contentDescriptors: ['themes'],
    description: 'Two climbers, one rope, and a storm that will not pass.',
    actors: 'Vikram Sen, Anya Kulkarni',
    writers: 'Karan Shah',
    countries: 'India, Nepal',
    languages: 'English, Nepali',
    imdbRating: 8.2,
    releaseDate: '2024-12-20',
    runtimeMinutes: 128,
  },
  {
    videoTitle: 'Paper Boats',
    genre: 'Drama',
    videoType: 'movie',
    ageRating: 'U',
    contentDescriptors: ['themes'],
    description: 'A retired teacher and the boy next door build a fleet for the monsoon.',
    actors: 'Naseer Ahmed, Arav Mehta',
    writers: 'Meera Iyer',
    countries: 'India',
    languages: 'Hindi',
    imdbRating: 9.2,
    releaseDate: '2023-06-16',
    runtimeMinutes: 112,
  },
  {
    videoTitle: 'Night Shift',
    genre: 'Thriller',
    videoType: 'movie',
    ageRating: 'U/A 16+',
    contentDescriptors: ['violence', 'horror'],
    description: 'A hospital night nurse notices the same visitor in every ward.',
    actors: 'Leela Menon, Dev Malhotra',
    writers: 'Arjun Bose',
    countries: 'India',
    languages: 'Tamil, English',
    imdbRating: 7.6,
    releaseDate: '2021-10-29',
    runtimeMinutes: 104,
  },
  {
    videoTitle: 'Color of Rain',
    genre: 'Romance',
    videoType: 'movie',
    ageRating: 'U/A 13+',
    contentDescriptors: ['themes', 'sex'],
    description: 'Letters between a painter in Kochi and a sailor who never writes back.',
    actors: 'Tara Singh, Kabir Ali',
    writers: 'Neha Joshi',
    countries: 'India',
    languages: 'Malayalam, English',
    imdbRating: 6.8,
    releaseDate: '2020-02-14',
    runtimeMinutes: 97,
  },
];

/** Every demo title's Hindi title and synopsis (docs/i18n.md "Localised catalogue"). */
const HINDI: Record<string, [title: string, description: string]> = {
  'The Last Horizon: Departure': [
    'आख़िरी क्षितिज: रवानगी',
    'मरती हुई धरती से एक बस्ती-जहाज़ निकलता है, पहुँचने के सिर्फ़ एक मौक़े के साथ।',
  ],
  'The Last Horizon: Drift': [
    'आख़िरी क्षितिज: भटकाव',
    'रिएक्टर की ख़राबी के बाद दल को तय करना है कि कौन सोएगा और कौन काम करेगा।',
  ],
  'The Last Horizon: Signal': ['आख़िरी क्षितिज: संकेत', 'सौ साल पहले निकले एक जहाज़ से संदेश आता है।'],
  'The Last Horizon: Landfall': ['आख़िरी क्षितिज: ज़मीन', 'नई दुनिया ख़ाली नहीं है।'],
  'Monsoon Files: The Flooded Ledger': [
    'मानसून फ़ाइल्स: डूबा हुआ बहीखाता',
    'जिस रात नदी किनारे तोड़ती है, उसी रात बैंक का एक क्लर्क ग़ायब हो जाता है।',
  ],
  'Monsoon Files: Second Tide': ['मानसून फ़ाइल्स: दूसरा ज्वार', 'बहीखाता मिल जाता है, पर एक पन्ना ग़ायब है।'],
  'Monsoon Files: Dry Season': ['मानसून फ़ाइल्स: सूखा मौसम', 'इंस्पेक्टर आख़िरकार पैसे का पीछा नदी के ऊपर तक करता है।'],
  'Kitchen Stories: Spice Roads': ['रसोई की कहानियाँ: मसालों की राहें', 'काली मिर्च और इलायची ने एक पूरे तट को कैसे गढ़ा।'],
  'Kitchen Stories: Street Fire': ['रसोई की कहानियाँ: सड़क की आँच', 'रात के बाज़ार और वे रसोइए जो कभी बैठते नहीं।'],
  'Campus Days: Orientation': ['कैंपस के दिन: पहला दिन', 'पाँच अजनबी, एक हॉस्टल का कमरा और एक साइकिल।'],
  'Campus Days: Midterms': ['कैंपस के दिन: मिडटर्म', 'किसी ने पढ़ाई नहीं की। सबके पास एक योजना है।'],
  'Campus Days: Fest Night': ['कैंपस के दिन: फ़ेस्ट की रात', 'कॉलेज का फ़ेस्ट, बिजली गुल और एक उधार का गिटार।'],
  'Silent Peaks': ['ख़ामोश चोटियाँ', 'दो पर्वतारोही, एक रस्सी, और एक तूफ़ान जो थमता नहीं।'],
  'Paper Boats': ['काग़ज़ की कश्तियाँ', 'एक रिटायर्ड मास्टरजी और पड़ोस का लड़का मानसून के लिए नावों का बेड़ा बनाते हैं।'],
  'Night Shift': ['रात की पाली', 'अस्पताल की एक नाइट नर्स हर वार्ड में एक ही मुलाक़ाती को देखती है।'],
  'Color of Rain': ['बारिश का रंग', 'कोच्चि की एक चित्रकार और एक नाविक के बीच की चिट्ठियाँ, जो कभी जवाब नहीं लिखता।'],
};

export const DEMO_SERIES_NAMES: readonly string[] = series.map((s) => s.episodeName);

/** Every demo video as a createVideo request, in upload order (oldest release first). */
export function demoVideos(): CreateVideoRequest[] {
  const parts = series.flatMap((s) =>
    s.parts.map((p) => ({
      ...p,
      genre: s.genre,
      episodeName: s.episodeName,
      videoType: s.videoType,
      ageRating: s.ageRating,
      contentDescriptors: s.contentDescriptors,
    })),
  );
  const quality = qualityOfHeight(DEMO_CLIP.height);
  return [...parts, ...movies]
    .map((video) => {
      const hindi = HINDI[video.videoTitle];
      const localized = hindi ? [{ lang: 'hi' as const, title: hindi[0], description: hindi[1] }] : [];
      return { ...video, quality, localized };
    })
    .sort((a, b) => String(a.releaseDate).localeCompare(String(b.releaseDate)));
}

interface Look {
  pattern: GeneratedPattern;
  palette: GeneratedSource['palette'];
}

/** One look per series or movie (its parts share it), so the catalogue does not look like a test card. */
const LOOKS: Record<string, Look> = {
  'The Last Horizon': { pattern: 'mandelbrot', palette: ['#0b1d51', '#725ac1', '#f7ece1'] },
  'Monsoon Files': { pattern: 'cellauto', palette: ['#3d8bd9', '#0a1a2f', '#e0e0e0'] },
  'Kitchen Stories': { pattern: 'gradients', palette: ['#d35400', '#f1c40f', '#6e2c00'] },
  'Campus Days': { pattern: 'life', palette: ['#f0a030', '#1a1a40', '#ffffff'] },
  'Silent Peaks': { pattern: 'gradients', palette: ['#1e3c72', '#a8c0ff', '#ffffff'] },
  'Paper Boats': { pattern: 'gradients', palette: ['#1e3c72', '#d4145a', '#fbb03b'] },
  'Night Shift': { pattern: 'life', palette: ['#39ff14', '#050a05', '#ffffff'] },
  'Color of Rain': { pattern: 'cellauto', palette: ['#ff6f91', '#2c2c54', '#ffffff'] },
};

/** Tones of a pentatonic scale, one per title in turn. */
const TONES = [220, 247.5, 275, 330, 366.7, 440, 495, 550];

/** Short and 480p: a two-rung ladder (480, 360) in three segments, cheap on a small machine. */
export const DEMO_CLIP = { seconds: 12, width: 854, height: 480 } as const;

/** A demo trailer: one segment in the title's look, so a cheap extra encode (480/360). */
export const DEMO_TRAILER_SECONDS = 4;

/** The generated trailer of the demo video at position `index` of demoVideos(): its source's look, shorter. */
export function demoTrailer(video: CreateVideoRequest, index: number): GeneratedSource {
  return { ...demoSource(video, index), subtitle: 'OFFICIAL TRAILER', seconds: DEMO_TRAILER_SECONDS, intro: null };
}

/** The generated source of the demo video at position `index` of demoVideos(). */
export function demoSource(video: CreateVideoRequest, index: number): GeneratedSource {
  const series = video.videoType !== 'movie' && video.episodeName;
  const look = LOOKS[series ? String(video.episodeName) : video.videoTitle] ?? LOOKS['Paper Boats']!;
  const year = String(video.releaseDate ?? '').slice(0, 4);
  // A part shows its series big and its own name below; a movie its title, genre and year.
  const partName = video.videoTitle.includes(':') ? video.videoTitle.slice(video.videoTitle.indexOf(':') + 1) : '';
  const subtitle = series
    ? [`EPISODE ${String(video.episodeSeq ?? 1)}`, partName.trim().toUpperCase()].filter(Boolean).join(' · ')
    : [video.genre.toUpperCase(), year].filter(Boolean).join(' · ');
  const toneHz = TONES[index % TONES.length]!;
  return {
    pattern: look.pattern,
    palette: look.palette,
    title: (series ? String(video.episodeName) : video.videoTitle).toUpperCase(),
    subtitle,
    toneHz,
    ...DEMO_CLIP,
    // The parts of a series open alike (from 2 s, after the poster's moment), as series do.
    intro: series ? { ...DEMO_SERIES_INTRO } : null,
    // The dubbed title: its English and Hindi audio are two tones a fifth apart.
    ...(video.videoTitle === DUBBED_DEMO_TITLE
      ? {
          audio: [
            { language: 'eng', toneHz },
            { language: 'hin', toneHz: toneHz * 1.5 },
          ],
        }
      : {}),
  };
}

/** The demo title with two audio languages (English and Hindi). */
export const DUBBED_DEMO_TITLE = 'The Last Horizon: Departure';
