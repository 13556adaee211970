import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  CONTENT_PROTECTIONS,
  type ContentProtection,
  type RepackageState,
  AGE_RATINGS,
  CONTENT_DESCRIPTORS,
  DEFAULT_AGE_RATING,
  type AgeRating,
  type ContentDescriptor,
  MARKER_SOURCES,
  type MarkerSource,
  type VideoMarkers,
  VIDEO_QUALITIES,
  VIDEO_STATUSES,
  VIDEO_TYPES,
  type AnyDomainEvent,
  type AudioFingerprint,
  type VideoQuality,
  type StreamLocation,
  type VideoSource,
  type VideoStatus,
  type VideoType,
  TEXT_TRACK_KINDS,
  type TextTrack,
  AUDIO_TRACK_STATUSES,
  type AudioTrack,
  type AudioTrackStatus,
  type TextTrackKind,
  LOCALIZED_LANGUAGES,
  type LocalizedLanguage,
  type LocalizedText,
} from '@streamhub/contracts';
import { OutboxEventSchema } from '@streamhub/nest-kit';

@Schema({ _id: false, versionKey: false })
export class VideoSourceDoc implements VideoSource {
  @Prop({ required: true })
  type!: string;

  @Prop({ required: true })
  quality!: string;

  @Prop({ required: true })
  url!: string;
}

@Schema({ _id: false, versionKey: false })
export class VideoMarkersDoc implements VideoMarkers {
  @Prop({ type: Number, default: null, min: 0 })
  introStart!: number | null;

  @Prop({ type: Number, default: null, min: 0 })
  introEnd!: number | null;

  @Prop({ type: Number, default: null, min: 0 })
  recapStart!: number | null;

  @Prop({ type: Number, default: null, min: 0 })
  recapEnd!: number | null;

  @Prop({ type: String, enum: MARKER_SOURCES, default: null })
  source!: MarkerSource | null;
}

@Schema({ _id: false, versionKey: false })
export class AudioFingerprintDoc implements AudioFingerprint {
  @Prop({ required: true })
  forward!: string;

  @Prop({ required: true })
  reversed!: string;

  @Prop({ required: true, min: 0 })
  seconds!: number;
}

@Schema({ _id: false, versionKey: false })
export class StreamLocationDoc implements StreamLocation {
  @Prop({ required: true })
  dir!: string;

  @Prop({ required: true })
  dash!: string;

  @Prop({ required: true })
  hls!: string;

  @Prop({ type: [Number], default: [] })
  heights!: number[];

  @Prop({ type: String, default: null })
  storyboard?: string | null;

  @Prop({ type: Number, default: null })
  durationSeconds?: number | null;
}

@Schema({ _id: false, versionKey: false })
export class TextTrackDoc implements TextTrack {
  @Prop({ required: true })
  lang!: string;

  @Prop({ required: true })
  label!: string;

  @Prop({ type: String, required: true, enum: TEXT_TRACK_KINDS })
  kind!: TextTrackKind;

  @Prop({ required: true })
  cues!: number;

  @Prop({ required: true })
  file!: string;
}

@Schema({ _id: false, versionKey: false })
export class AudioTrackDoc implements AudioTrack {
  @Prop({ required: true })
  lang!: string;

  @Prop({ required: true })
  label!: string;

  @Prop({ required: true })
  file!: string;

  @Prop({ type: String, required: true, enum: AUDIO_TRACK_STATUSES })
  status!: AudioTrackStatus;

  @Prop({ type: Number, default: null })
  progress!: number | null;

  @Prop({ type: String, default: null })
  failureReason!: string | null;
}

@Schema({ _id: false, versionKey: false })
export class LocalizedTextDoc implements LocalizedText {
  @Prop({ type: String, required: true, enum: LOCALIZED_LANGUAGES })
  lang!: LocalizedLanguage;

  @Prop({ required: true })
  title!: string;

  @Prop({ default: '' })
  description!: string;
}

/**
 * A video / part (docs/product.md §3). Title, episode name, genre and list fields are stored upper-cased,
 * so case-insensitive search is a plain (index-friendly) regex over upper-cased input.
 */
@Schema({ collection: 'videos', timestamps: true, versionKey: false })
export class VideoDoc {
  @Prop({ required: true })
  videoTitle!: string;

  @Prop({ required: true })
  episodeName!: string;

  /**
   * Created without an episode name: a title of its own (a movie), whose group no episode name
   * joins. Absent on records from before (read as false).
   */
  @Prop({ type: Boolean })
  ownGroup?: boolean;

  @Prop({ default: '' })
  description!: string;

  @Prop({ required: true })
  genre!: string;

  @Prop({ type: [String], default: [] })
  actors!: string[];

  @Prop({ type: [String], default: [] })
  writers!: string[];

  @Prop({ type: [String], default: [] })
  countries!: string[];

  @Prop({ type: [String], default: [] })
  languages!: string[];

  @Prop({ type: Number, default: null, min: 0, max: 10 })
  imdbRating!: number | null;

  /** Age rating (Digital Media Ethics Code); titles stored before ratings get the default at start. */
  @Prop({ type: String, required: true, enum: AGE_RATINGS, default: DEFAULT_AGE_RATING, index: true })
  ageRating!: AgeRating;

  @Prop({ type: [String], enum: CONTENT_DESCRIPTORS, default: [] })
  contentDescriptors!: ContentDescriptor[];

  @Prop({ type: Date, default: null })
  releaseDate!: Date | null;

  /** Derived from releaseDate, for the year filter and its dropdown. */
  @Prop({ type: Number, default: null })
  releaseYear!: number | null;

  @Prop({ default: 0, min: 0 })
  runtimeMinutes!: number;

  @Prop({ type: String, required: true, enum: VIDEO_QUALITIES, default: 'HD' })
  quality!: VideoQuality;

  @Prop({ type: String, required: true, enum: VIDEO_TYPES, default: 'movie' })
  videoType!: VideoType;

  @Prop({ required: true, min: 1 })
  episodeSeq!: number;

  @Prop({ type: String, default: null })
  poster!: string | null;

  @Prop({ type: String, default: null })
  thumb!: string | null;

  @Prop({ type: String, default: null })
  trailer!: string | null;

  @Prop({ type: String, required: true, enum: VIDEO_STATUSES, default: 'active' })
  status!: VideoStatus;

  /** `protected`: encrypted renditions, keys by licence (docs/drm.md); `clear` otherwise. */
  @Prop({ type: String, enum: CONTENT_PROTECTIONS, default: 'clear' })
  protection!: ContentProtection;

  /** The last re-package of this title (docs/drm.md "Protecting an existing title"); null: never. */
  @Prop({ type: Object, default: null })
  repackage!: RepackageState | null;

  @Prop({ type: [VideoSourceDoc], default: [] })
  sources!: VideoSourceDoc[];

  /** Object key of the uploaded source (media pipeline input). */
  @Prop({ type: String, default: null })
  sourceKey!: string | null;

  @Prop({ type: String, default: null })
  trailerSourceKey!: string | null;

  /**
   * The title's unique source key (docs/media.md "Bulk import"): an import row's external id or
   * `upload:<uploadId>`; absent on titles made otherwise. Unique, so a retried upload or a re-run
   * import cannot make a second title.
   */
  @Prop({ type: String })
  externalId?: string;

  /** Where the transcoded manifests and segments are; null until the transcode completes. */
  @Prop({ type: StreamLocationDoc, default: null })
  stream!: StreamLocationDoc | null;

  /** Transcode percent while processing. */
  @Prop({ type: Number, default: null })
  progress!: number | null;

  @Prop({ type: String, default: null })
  failureReason!: string | null;

  /** The uploaded trailer's manifests and segments; null while there is none (or it could not be transcoded). */
  @Prop({ type: StreamLocationDoc, default: null })
  trailerStream!: StreamLocationDoc | null;

  /** Why the uploaded trailer could not be transcoded (the video is playable without it). */
  @Prop({ type: String, default: null })
  trailerFailure!: string | null;

  /** Skip Intro / Skip Recap; null until an admin sets them or the series' intro is found. */
  @Prop({ type: VideoMarkersDoc, default: null })
  markers!: VideoMarkersDoc | null;

  /** The worker's chromaprint fingerprint of the sound (see AUDIO_FINGERPRINT), to find the series' intro. */
  @Prop({ type: AudioFingerprintDoc, default: null })
  audioFingerprint!: AudioFingerprintDoc | null;
  /** Subtitles and captions, one per language and kind (WebVTT under mediaKeys.textFile). */
  @Prop({ type: [TextTrackDoc], default: [] })
  textTracks!: TextTrackDoc[];

  /** Audio languages uploaded after the encode, one per language (packaged under mediaKeys.audioDir). */
  @Prop({ type: [AudioTrackDoc], default: [] })
  audioTracks!: AudioTrackDoc[];

  /** The title and synopsis in other languages (docs/i18n.md); absent on titles stored before them. */
  @Prop({ type: [LocalizedTextDoc], default: [] })
  localized!: LocalizedTextDoc[];

  /** What search finds the translations by (see localized-search.ts): derived from `localized` on every write. */
  @Prop({ type: [String], default: [] })
  localizedSearch!: string[];

  /** Set by delete: the document stays (hidden everywhere) only until its deletion event is relayed. */
  @Prop({ default: false })
  deleted!: boolean;

  @Prop({ type: [OutboxEventSchema], default: [] })
  outbox!: AnyDomainEvent[];

  createdAt!: Date;
  updatedAt!: Date;
}

export const VideoSchema = SchemaFactory.createForClass(VideoDoc);
// Newest-first lists (viewer lists filter on status).
VideoSchema.index({ status: 1, createdAt: -1 });
// Episode groups and by-name reads: one group's parts in order.
VideoSchema.index({ episodeName: 1, status: 1, episodeSeq: 1 });
// Search filters and the regex search fields.
VideoSchema.index({ status: 1, genre: 1 });
VideoSchema.index({ status: 1, releaseYear: 1 });
VideoSchema.index({ status: 1, imdbRating: 1 });
VideoSchema.index({ videoTitle: 1 });
VideoSchema.index({ externalId: 1 }, { unique: true, sparse: true });
VideoSchema.index({ actors: 1 });
VideoSchema.index({ localizedSearch: 1 });
// The outbox relay's scan for documents with unsent events.
VideoSchema.index({ 'outbox.id': 1 }, { sparse: true });
