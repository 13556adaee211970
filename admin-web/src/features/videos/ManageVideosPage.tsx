import { useEffect, useState } from 'react';
import { AGE_RATINGS, type Video } from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';
import { pageCount, useStayOnLastPage } from '../../shared/paging';
import { ConfirmDeleteDialog } from '../../shared/ui/ConfirmDeleteDialog';
import { FilterSelect } from '../../shared/ui/FilterSelect';
import { PageHead } from '../../shared/ui/PageHead';
import { DeleteRowButton } from '../../shared/ui/RowButtons';
import { SearchField } from '../../shared/ui/SearchField';
import { StatusFilterSelect } from '../../shared/ui/StatusFilterSelect';
import { TableCard } from '../../shared/ui/TableCard';
import { TableHead } from '../../shared/ui/TableHead';
import { useConfirmDelete } from '../../shared/ui/use-confirm-delete';
import { useDebouncedSearch } from '../../shared/ui/use-debounced-value';
import { useStatusToggle } from '../../shared/ui/use-status-toggle';
import { useDeleteVideoMutation, useListAdminVideosQuery, useSetVideoStatusMutation } from './videos-api';
import {
  formatRating,
  nextStatus,
  rangeLabel,
  VIDEOS_PAGE_SIZE,
  videosQueryParams,
  type AgeRatingFilter,
  type StatusFilter,
  type TypeFilter,
} from './videos-query';
import { EditMarkersModal } from './EditMarkersModal';
import { EditRatingModal } from './EditRatingModal';
import { TranslationsModal } from './TranslationsModal';
import { SubtitlesModal } from './SubtitlesModal';
import { AudioLanguagesModal } from './AudioLanguagesModal';
import { CategoriesSection } from '../categories/CategoriesSection';
import { TrailerFailedBadge } from './TrailerFailedBadge';
import { UploadVideoModal } from './UploadVideoModal';
import './videos.css';
import { useT } from '../../shared/i18n/i18n';

const TYPE_OPTIONS = [
  { value: 'all', label: 'videos.allTypes' },
  { value: 'movie', label: 'videos.type.movie' },
  { value: 'episode', label: 'videos.type.episode' },
  { value: 'series', label: 'videos.type.series' },
] as const;

function PosterCell({ video }: { video: Video }) {
  const src = video.thumbUrl || video.thumb || video.posterUrl || video.poster;
  const [broken, setBroken] = useState(false);
  if (src && !broken)
    return <img className="video-thumb" src={src} alt="" loading="lazy" onError={() => setBroken(true)} />;
  return (
    <span className="video-thumb video-thumb-empty" aria-hidden="true">
      ▶
    </span>
  );
}

/** Previous / "Page N of M" / Next under the list. */
function PageSteps({
  page,
  lastPage,
  label,
  onPage,
}: {
  page: number;
  lastPage: number;
  label: string;
  onPage: (page: number) => void;
}) {
  const t = useT();
  return (
    <nav className="pagination" aria-label={t('paging.label')}>
      <span className="muted">{label}</span>
      {lastPage > 1 && (
        <span className="pagination-pages">
          <button type="button" className="btn btn-ghost btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('paging.previous')}
          </button>
          <span className="muted">{t('paging.pageOf', { page, lastPage })}</span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={page >= lastPage}
            onClick={() => onPage(page + 1)}
          >
            {t('paging.next')}
          </button>
        </span>
      )}
    </nav>
  );
}

export function ManageVideosPage() {
  const t = useT();
  const typeOptions = TYPE_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }));
  const ageRatingOptions: readonly { value: AgeRatingFilter; label: string }[] = [
    { value: 'all', label: t('videos.allAgeRatings') },
    ...AGE_RATINGS.map((rating) => ({ value: rating, label: rating })),
  ];
  const { text: searchText, setText: setSearchText, search } = useDebouncedSearch();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [type, setType] = useState<TypeFilter>('all');
  const [ageRating, setAgeRating] = useState<AgeRatingFilter>('all');
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  /** The video whose age rating is being edited. */
  const [rerating, setRerating] = useState<Video | null>(null);
  const [marking, setMarking] = useState<Video | null>(null);
  const [subtitling, setSubtitling] = useState<Video | null>(null);
  const [dubbing, setDubbing] = useState<Video | null>(null);
  const [translating, setTranslating] = useState<Video | null>(null);

  const [polling, setPolling] = useState(false);
  const list = useListAdminVideosQuery(
    videosQueryParams({ search, status, type, ageRating, page }),
    // While a video on screen is transcoding, its percent updates by itself.
    { pollingInterval: polling ? 2000 : 0 },
  );
  const { data } = list;
  useEffect(() => setPolling(Boolean(data?.videos.some((v) => v.status === 'processing'))), [data]);
  const [setVideoStatus] = useSetVideoStatusMutation();
  const [deleteVideo, { isLoading: deletingNow }] = useDeleteVideoMutation();

  useEffect(() => setPage(1), [search, status, type, ageRating]);
  const lastPage = data ? pageCount(data.total, data.limit || VIDEOS_PAGE_SIZE) : 1;
  useStayOnLastPage(Boolean(data), page, lastPage, setPage);

  const { pendingId, run } = useStatusToggle();
  const toggleStatus = async (video: Video) => {
    const next = nextStatus(video.status);
    if (!next) return;
    await run(
      video._id,
      () => setVideoStatus({ id: video._id, setVideoStatusDto: { status: next } }).unwrap(),
      next === 'active' ? MESSAGES.videoActivated : MESSAGES.videoDeactivated,
    );
  };
  const deletion = useConfirmDelete((video: Video) => deleteVideo({ id: video._id }).unwrap(), MESSAGES.videoDeleted);
  const deleting = deletion.deleting;

  const videos = data?.videos ?? [];
  const filtered = Boolean(search) || status !== 'all' || type !== 'all' || ageRating !== 'all';
  const limit = data?.limit || VIDEOS_PAGE_SIZE;

  return (
    <section className="videos-page">
      <PageHead
        title={t('nav.videos')}
        subtitle={t('videos.subtitle')}
        action={{ label: t('videos.uploadButton'), onClick: () => setUploading(true) }}
      />

      <div className="toolbar">
        <SearchField
          label={t('videos.searchLabel')}
          placeholder={t('videos.searchPlaceholder')}
          value={searchText}
          onChange={setSearchText}
        />
        <StatusFilterSelect value={status} onChange={setStatus} />
        <FilterSelect label={t('videos.filterType')} value={type} options={typeOptions} onChange={setType} />
        <FilterSelect
          label={t('videos.filterAgeRating')}
          value={ageRating}
          options={ageRatingOptions}
          onChange={setAgeRating}
        />
      </div>

      <TableCard
        list={list}
        empty={videos.length === 0}
        emptyMessage={MESSAGES.noVideosFound}
        filtered={filtered}
        footer={
          data &&
          data.total > 0 && (
            <PageSteps page={page} lastPage={lastPage} label={rangeLabel(page, limit, data.total)} onPage={setPage} />
          )
        }
      >
        <TableHead
          columns={[
            t('videos.col.poster'),
            t('videos.col.title'),
            t('videos.col.episodeName'),
            t('videos.col.type'),
            t('videos.col.genre'),
            t('videos.col.rating'),
            t('videos.col.ageRating'),
            t('videos.col.status'),
          ]}
          actions
        />
        <tbody>
          {videos.map((video) => {
            const next = nextStatus(video.status);
            const busy = pendingId === video._id;
            return (
              <tr key={video._id} data-video-id={video._id}>
                <td>
                  <PosterCell video={video} />
                </td>
                <td className="title-cell">
                  <strong>{video.videoTitle}</strong>
                  {video.episodeSeq > 0 && video.videoType !== 'movie' && (
                    <small className="muted"> · {t('videos.part', { part: video.episodeSeq })}</small>
                  )}
                </td>
                <td className="text-cell">{video.episodeName || '—'}</td>
                <td className="capitalize nowrap">{t(`videos.type.${video.videoType}`)}</td>
                <td className="text-cell">{video.genre || '—'}</td>
                <td className="nowrap">★ {formatRating(video.imdbRating)}</td>
                <td className="nowrap">
                  <button
                    type="button"
                    className="age-rating-edit"
                    aria-label={t('videos.editAgeRating', { title: video.videoTitle, rating: video.ageRating })}
                    title={video.contentDescriptors.join(', ') || t('videos.noDescriptors')}
                    onClick={() => setRerating(video)}
                  >
                    {video.ageRating}
                    <span className="age-rating-edit-hint" aria-hidden="true">
                      ✎ {t('common.edit')}
                    </span>
                  </button>
                </td>
                <td>
                  {next ? (
                    <button
                      type="button"
                      className={`status-toggle status-${video.status}`}
                      aria-label={t(next === 'active' ? 'common.activateNamed' : 'common.deactivateNamed', {
                        name: video.videoTitle,
                      })}
                      title={t(next === 'active' ? 'videos.clickToActivate' : 'videos.clickToDeactivate')}
                      disabled={busy}
                      onClick={() => void toggleStatus(video)}
                    >
                      {video.status === 'active' ? t('status.active') : t('status.inactive')}
                    </button>
                  ) : (
                    <span
                      className={`status-toggle status-${video.status}`}
                      title={video.status === 'failed' ? (video.failureReason ?? undefined) : undefined}
                    >
                      {t(`videos.status.${video.status}`)}
                      {video.status === 'processing' && video.progress !== null ? ` ${video.progress}%` : ''}
                    </span>
                  )}
                  <TrailerFailedBadge reason={video.trailerFailure} />
                </td>
                <td className="actions-col">
                  <div className="row-actions">
                    {video.durationSeconds !== null && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        aria-label={t('videos.editMarkers', { title: video.videoTitle })}
                        title={video.markers.source === 'detected' ? t('videos.introDetected') : undefined}
                        onClick={() => setMarking(video)}
                      >
                        {t('videos.markers')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      aria-label={t('videos.translationsOf', { title: video.videoTitle })}
                      onClick={() => setTranslating(video)}
                    >
                      {t('videos.translations')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      aria-label={t('videos.subtitlesOf', { title: video.videoTitle, count: video.textTracks.length })}
                      onClick={() => setSubtitling(video)}
                    >
                      CC {video.textTracks.length}
                    </button>
                    {video.durationSeconds !== null && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        aria-label={t('videos.audioOf', { title: video.videoTitle, count: video.audioTracks.length })}
                        onClick={() => setDubbing(video)}
                      >
                        {t('videos.audioCount', { count: video.audioTracks.length })}
                      </button>
                    )}
                    <DeleteRowButton name={video.videoTitle} disabled={busy} onClick={() => deletion.ask(video)} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </TableCard>

      {deleting && (
        <ConfirmDeleteDialog
          title={t('videos.deleteTitle')}
          message={MESSAGES.confirmDeleteVideo}
          busy={deletingNow}
          onConfirm={() => void deletion.confirm()}
          onClose={deletion.cancel}
        >
          {deleting.videoTitle}
          {deleting.episodeName && deleting.episodeName !== deleting.videoTitle ? ` (${deleting.episodeName})` : ''}
        </ConfirmDeleteDialog>
      )}
      <CategoriesSection />

      {uploading && <UploadVideoModal onClose={() => setUploading(false)} />}
      {rerating && <EditRatingModal video={rerating} onClose={() => setRerating(null)} />}
      {marking && <EditMarkersModal video={marking} onClose={() => setMarking(null)} />}
      {subtitling && <SubtitlesModal video={subtitling} onClose={() => setSubtitling(null)} />}
      {dubbing && <AudioLanguagesModal video={dubbing} onClose={() => setDubbing(null)} />}
      {translating && <TranslationsModal video={translating} onClose={() => setTranslating(null)} />}
    </section>
  );
}
