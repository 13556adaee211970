import { useState } from 'react';
import type { Banner } from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';
import { ConfirmDeleteDialog } from '../../shared/ui/ConfirmDeleteDialog';
import { PageHead } from '../../shared/ui/PageHead';
import { DeleteRowButton, ToggleActiveButton } from '../../shared/ui/RowButtons';
import { SearchField } from '../../shared/ui/SearchField';
import { TableCard } from '../../shared/ui/TableCard';
import { TableHead } from '../../shared/ui/TableHead';
import { useConfirmDelete } from '../../shared/ui/use-confirm-delete';
import { useDebouncedSearch } from '../../shared/ui/use-debounced-value';
import { useStatusToggle } from '../../shared/ui/use-status-toggle';
import { useT } from '../../shared/i18n/i18n';
import { formatQueryDate } from '../queries/queries-view';
import { sizeInKb } from './banner-files';
import { useDeleteBannerMutation, useListBannersQuery, useSetBannerStatusMutation } from './banners-api';
import { BannerThumb } from './BannerThumb';
import { EditBannerModal } from './EditBannerModal';
import { UploadBannersModal } from './UploadBannersModal';
import './banners.css';

export function ManageBannersPage() {
  const t = useT();
  const { text: searchText, setText: setSearchText, search } = useDebouncedSearch();
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<Banner | null>(null);

  const list = useListBannersQuery(search ? { q: search } : {});
  const { data } = list;
  const [setBannerStatus] = useSetBannerStatusMutation();
  const [deleteBanner, { isLoading: deletingNow }] = useDeleteBannerMutation();

  const { pendingId, toggleActive } = useStatusToggle();
  const toggle = (banner: Banner) =>
    toggleActive(banner, ({ id, status }) => setBannerStatus({ id, setBannerStatusDto: { status } }), {
      activated: MESSAGES.bannerActivated,
      deactivated: MESSAGES.bannerDeactivated,
    });
  const deletion = useConfirmDelete(
    (banner: Banner) => deleteBanner({ id: banner._id }).unwrap(),
    MESSAGES.bannerDeleted,
  );
  const deleting = deletion.deleting;

  const banners = data?.banners ?? [];

  return (
    <section className="banners-page">
      <PageHead
        title={t('title.banners')}
        subtitle={t('banners.subtitle')}
        action={{ label: t('banners.uploadButton'), onClick: () => setUploading(true) }}
      />

      <div className="toolbar">
        <SearchField
          label={t('banners.search')}
          placeholder={t('banners.searchPlaceholder')}
          value={searchText}
          onChange={setSearchText}
        />
      </div>

      <TableCard
        list={list}
        empty={banners.length === 0}
        emptyMessage={search ? MESSAGES.noMatchingBanners : MESSAGES.noBannersFound}
        filtered={Boolean(search)}
        unfilteredHint={MESSAGES.noBannersHint}
      >
        <TableHead
          columns={[
            t('banners.col.banner'),
            t('banners.col.imageKey'),
            t('banners.col.size'),
            t('banners.col.status'),
            t('banners.col.createdAt'),
          ]}
          actions
        />
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
                  <span className={`badge ${active ? 'badge-success' : 'badge-danger'}`}>
                    {active ? t('status.active') : t('status.inactive')}
                  </span>
                </td>
                <td className="nowrap">{formatQueryDate(banner.createdAt)}</td>
                <td className="actions-col">
                  <div className="row-actions">
                    <ToggleActiveButton
                      active={active}
                      name={banner.imageKey}
                      disabled={pendingId === banner._id}
                      onClick={() => void toggle(banner)}
                    />
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      aria-label={t('banners.editNamed', { name: banner.imageKey })}
                      onClick={() => setEditing(banner)}
                    >
                      {t('common.edit')}
                    </button>
                    <DeleteRowButton name={banner.imageKey} onClick={() => deletion.ask(banner)} />
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
          title={t('banners.deleteTitle')}
          message={MESSAGES.confirmDeleteBanner}
          busy={deletingNow}
          onConfirm={() => void deletion.confirm()}
          onClose={deletion.cancel}
        >
          {deleting.imageKey}
        </ConfirmDeleteDialog>
      )}
    </section>
  );
}
