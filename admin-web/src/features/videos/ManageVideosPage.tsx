import { useEffect, useState } from 'react';
import type { Video } from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';
import { pageCount, useStayOnLastPage } from '../../shared/paging';
import { runWithToast } from '../../shared/run-with-toast';
import { ConfirmDeleteDialog } from '../../shared/ui/ConfirmDeleteDialog';
import { StatusFilterSelect } from '../../shared/ui/StatusFilterSelect';
import { TableCard } from '../../shared/ui/TableCard';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value';
import { useDeleteVideoMutation, useListAdminVideosQuery, useSetVideoStatusMutation } from './videos-api';
import {
  formatRating,
  nextStatus,
  rangeLabel,
  VIDEOS_PAGE_SIZE,
  type StatusFilter,
  type TypeFilter,
} from './videos-query';
import { CategoriesSection } from '../categories/CategoriesSection';
import { UploadVideoModal } from './UploadVideoModal';
import './videos.css';

const SEARCH_DEBOUNCE_MS = 300;

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
  return (
    <nav className="pagination" aria-label="Pagination">
      <span className="muted">{label}</span>
      {lastPage > 1 && (
        <span className="pagination-pages">
          <button type="button" className="btn btn-ghost btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </button>
          <span className="muted">
            Page {page} of {lastPage}
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={page >= lastPage}
            onClick={() => onPage(page + 1)}
          >
            Next
          </button>
        </span>
      )}
    </nav>
  );
}

export function ManageVideosPage() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [type, setType] = useState<TypeFilter>('all');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Video | null>(null);
  const [uploading, setUploading] = useState(false);
  const [pendingId, setPendingId] = useState<string | null>(null);

  const [polling, setPolling] = useState(false);
  const { data, error, isLoading, isFetching, refetch } = useListAdminVideosQuery(
    { search, status, type, page },
    // While a video on screen is transcoding, its percent updates by itself.
    { pollingInterval: polling ? 2000 : 0 },
  );
  useEffect(() => setPolling(Boolean(data?.videos.some((v) => v.status === 'processing'))), [data]);
  const [setVideoStatus] = useSetVideoStatusMutation();
  const [deleteVideo, { isLoading: deletingNow }] = useDeleteVideoMutation();

  useEffect(() => setPage(1), [search, status, type]);
  const lastPage = data ? pageCount(data.total, data.limit || VIDEOS_PAGE_SIZE) : 1;
  useStayOnLastPage(Boolean(data), page, lastPage, setPage);

  const toggleStatus = async (video: Video) => {
    const next = nextStatus(video.status);
    if (!next) return;
    setPendingId(video._id);
    await runWithToast(
      () => setVideoStatus({ id: video._id, status: next }).unwrap(),
      next === 'active' ? MESSAGES.videoActivated : MESSAGES.videoDeactivated,
    );
    setPendingId(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    if (await runWithToast(() => deleteVideo(deleting._id).unwrap(), MESSAGES.videoDeleted)) setDeleting(null);
  };

  const videos = data?.videos ?? [];
  const filtered = Boolean(search) || status !== 'all' || type !== 'all';
  const limit = data?.limit || VIDEOS_PAGE_SIZE;

  return (
    <section className="videos-page">
      <div className="page-head">
        <div>
          <h1 className="page-title">Manage Videos</h1>
          <p className="muted">Search the catalog, hide or show videos, and remove them.</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setUploading(true)}>
          + Upload Video
        </button>
      </div>

      <div className="toolbar">
        <input
          type="search"
          className="toolbar-search"
          placeholder="Search by title, episode name, genre or actor"
          aria-label="Search videos"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <StatusFilterSelect value={status} onChange={setStatus} />
        <select aria-label="Filter by type" value={type} onChange={(e) => setType(e.target.value as TypeFilter)}>
          <option value="all">All Types</option>
          <option value="movie">Movie</option>
          <option value="episode">Episode</option>
          <option value="series">Series</option>
        </select>
      </div>

      <TableCard
        isLoading={isLoading}
        isFetching={isFetching}
        error={error}
        onRetry={() => refetch()}
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
        <thead>
          <tr>
            <th scope="col">Poster</th>
            <th scope="col">Title</th>
            <th scope="col">Episode Name</th>
            <th scope="col">Type</th>
            <th scope="col">Genre</th>
            <th scope="col">Rating</th>
            <th scope="col">Status</th>
            <th scope="col" className="actions-col">
              Actions
            </th>
          </tr>
        </thead>
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
                    <small className="muted"> · Part {video.episodeSeq}</small>
                  )}
                </td>
                <td className="text-cell">{video.episodeName || '—'}</td>
                <td className="capitalize nowrap">{video.videoType}</td>
                <td className="text-cell">{video.genre || '—'}</td>
                <td className="nowrap">★ {formatRating(video.imdbRating)}</td>
                <td>
                  {next ? (
                    <button
                      type="button"
                      className={`status-toggle status-${video.status}`}
                      aria-label={`${next === 'active' ? 'Activate' : 'Deactivate'} ${video.videoTitle}`}
                      title={next === 'active' ? 'Click to activate' : 'Click to deactivate'}
                      disabled={busy}
                      onClick={() => void toggleStatus(video)}
                    >
                      {video.status === 'active' ? 'Active' : 'Inactive'}
                    </button>
                  ) : (
                    <span
                      className={`status-toggle status-${video.status}`}
                      title={video.status === 'failed' ? (video.failureReason ?? undefined) : undefined}
                    >
                      {video.status}
                      {video.status === 'processing' && video.progress !== null ? ` ${video.progress}%` : ''}
                    </span>
                  )}
                </td>
                <td className="actions-col">
                  <button
                    type="button"
                    className="btn btn-danger btn-sm"
                    aria-label={`Delete ${video.videoTitle}`}
                    disabled={busy}
                    onClick={() => setDeleting(video)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </TableCard>

      {deleting && (
        <ConfirmDeleteDialog
          title="Delete Video"
          message={MESSAGES.confirmDeleteVideo}
          busy={deletingNow}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
        >
          {deleting.videoTitle}
          {deleting.episodeName && deleting.episodeName !== deleting.videoTitle ? ` (${deleting.episodeName})` : ''}
        </ConfirmDeleteDialog>
      )}
      <CategoriesSection />

      {uploading && <UploadVideoModal onClose={() => setUploading(false)} />}
    </section>
  );
}
