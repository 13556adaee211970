import { useState } from 'react';
import type { Banner } from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';
import { runWithToast } from '../../shared/run-with-toast';
import { ConfirmDeleteDialog } from '../../shared/ui/ConfirmDeleteDialog';
import { TableCard } from '../../shared/ui/TableCard';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value';
import { formatQueryDate } from '../queries/queries-view';
import { sizeInKb } from './banner-files';
import { useDeleteBannerMutation, useListBannersQuery, useSetBannerStatusMutation } from './banners-api';
import { BannerThumb } from './BannerThumb';
import { EditBannerModal } from './EditBannerModal';
import { UploadBannersModal } from './UploadBannersModal';
import './banners.css';

const SEARCH_DEBOUNCE_MS = 300;

export function ManageBannersPage() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<Banner | null>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);

  const { data, error, isLoading, isFetching, refetch } = useListBannersQuery(search);
  const [setBannerStatus] = useSetBannerStatusMutation();
  const [deleteBanner, { isLoading: deletingNow }] = useDeleteBannerMutation();

  const toggle = async (banner: Banner) => {
    const next = banner.status === 'active' ? 'inactive' : 'active';
    setPendingId(banner._id);
    await runWithToast(
      () => setBannerStatus({ id: banner._id, status: next }).unwrap(),
      next === 'active' ? MESSAGES.bannerActivated : MESSAGES.bannerDeactivated,
    );
    setPendingId(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    if (await runWithToast(() => deleteBanner(deleting._id).unwrap(), MESSAGES.bannerDeleted)) setDeleting(null);
  };

  const banners = data ?? [];

  return (
    <section className="banners-page">
      <div className="page-head">
        <div>
          <h1 className="page-title">Manage Banners</h1>
          <p className="muted">The home carousel shows active banners in upload order.</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setUploading(true)}>
          + Upload Banners
        </button>
      </div>

      <div className="toolbar">
        <input
          type="search"
          className="toolbar-search"
          placeholder="Search by image key"
          aria-label="Search banners"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </div>

      <TableCard
        isLoading={isLoading}
        isFetching={isFetching}
        error={error}
        onRetry={() => refetch()}
        empty={banners.length === 0}
        emptyMessage={search ? MESSAGES.noMatchingBanners : MESSAGES.noBannersFound}
        filtered={Boolean(search)}
        unfilteredHint={MESSAGES.noBannersHint}
      >
        <thead>
          <tr>
            <th scope="col">Banner</th>
            <th scope="col">Image Key</th>
            <th scope="col">Size</th>
            <th scope="col">Status</th>
            <th scope="col">Created At</th>
            <th scope="col" className="actions-col">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {banners.map((banner) => {
            const active = banner.status === 'active';
            return (
              <tr key={banner._id} data-banner-key={banner.imageKey}>
                <td>
                  <BannerThumb banner={banner} />
                </td>
                <td className="banner-key">{banner.imageKey}</td>
                <td className="nowrap">{sizeInKb(banner.imageSize)}</td>
                <td>
                  <span className={`badge ${active ? 'badge-success' : 'badge-danger'}`}>{active ? 'Active' : 'Inactive'}</span>
                </td>
                <td className="nowrap">{formatQueryDate(banner.createdAt)}</td>
                <td className="actions-col">
                  <div className="row-actions">
                    <button
                      type="button"
                      className={`btn btn-sm ${active ? 'btn-warning' : 'btn-success'}`}
                      aria-label={`${active ? 'Deactivate' : 'Activate'} ${banner.imageKey}`}
                      disabled={pendingId === banner._id}
                      onClick={() => toggle(banner)}
                    >
                      {active ? 'Deactivate' : 'Activate'}
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      aria-label={`Edit ${banner.imageKey}`}
                      onClick={() => setEditing(banner)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn btn-danger btn-sm"
                      aria-label={`Delete ${banner.imageKey}`}
                      onClick={() => setDeleting(banner)}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </TableCard>

      {uploading && <UploadBannersModal onClose={() => setUploading(false)} />}
      {editing && <EditBannerModal banner={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDeleteDialog
          title="Delete Banner"
          message={MESSAGES.confirmDeleteBanner}
          busy={deletingNow}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        >
          {deleting.imageKey}
        </ConfirmDeleteDialog>
      )}
    </section>
  );
}
