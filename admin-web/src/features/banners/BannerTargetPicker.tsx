import { useId, useState } from 'react';
import type { Banner } from '@streamhub/contracts';
import { toast } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { apiErrorMessage } from '../../shared/api-error';
import { useDebouncedSearch } from '../../shared/ui/use-debounced-value';
import { useGetAdminVideoQuery, useListAdminVideosQuery } from '../videos/videos-api';
import { videosQueryParams } from '../videos/videos-query';
import { useT } from '../../shared/i18n/i18n';
import { useSetBannerTargetMutation } from './banners-api';

/** Titles offered per search: enough to tell similar names apart, few enough to scan. */
const MATCHES_SHOWN = 6;

/**
 * The title a banner opens (PATCH /banners/{id}/target, docs/product.md "Banner"): found by name
 * among the titles viewers can see (the only ones the server links), linked with one click, or
 * unlinked. Shows the linked title by name, not by id.
 */
export function BannerTargetPicker({ banner }: { banner: Banner }) {
  const t = useT();
  const searchId = useId();
  const [target, setTarget] = useState<string | null>(banner.targetVideoId ?? null);
  const { text, setText, search } = useDebouncedSearch();
  const [saveTarget, { isLoading: saving }] = useSetBannerTargetMutation();
  const linked = useGetAdminVideoQuery({ id: target ?? '' }, { skip: !target });
  const matches = useListAdminVideosQuery(
    videosQueryParams({ search, status: 'active', type: 'all', ageRating: 'all', page: 1 }),
    { skip: search.length < 2 },
  );

  const link = async (videoId: string | null) => {
    try {
      await saveTarget({ id: banner._id, setBannerTargetDto: { videoId } }).unwrap();
      setTarget(videoId);
      setText('');
      toast.success(videoId ? MESSAGES.bannerLinked : MESSAGES.bannerUnlinked);
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  };

  const linkedName =
    linked.data?.video.videoTitle ??
    (linked.isError ? t('banners.targetNotFound', { id: target ?? '' }) : MESSAGES.loading);
  const shown = search.length < 2 ? [] : (matches.data?.videos ?? []).slice(0, MATCHES_SHOWN);

  return (
    <div className="field banner-target">
      <span className="banner-target-heading">{t('banners.opensTitle')}</span>
      <div className="banner-target-row">
        <span className="banner-target-current" data-testid="banner-target">
          {target ? linkedName : t('banners.noTarget')}
        </span>
        {target && (
          <button type="button" className="btn" onClick={() => void link(null)} disabled={saving}>
            {t('banners.removeLink')}
          </button>
        )}
      </div>
      <label htmlFor={searchId}>{t('banners.findTitle')}</label>
      <input
        id={searchId}
        type="search"
        value={text}
        maxLength={100}
        placeholder={t('banners.findPlaceholder')}
        onChange={(event) => setText(event.target.value)}
        disabled={saving}
      />
      {search.length >= 2 && (
        <ul className="banner-target-matches" aria-label={t('banners.matches')}>
          {matches.isFetching && shown.length === 0 && <li className="muted">{t('banners.searching')}</li>}
          {!matches.isFetching && shown.length === 0 && <li className="muted">{t('banners.noMatch', { search })}</li>}
          {shown.map((video) => (
            <li key={video._id}>
              <button
                type="button"
                className="btn"
                aria-label={t('banners.linkTo', { title: video.videoTitle })}
                onClick={() => void link(video._id)}
                disabled={saving || video._id === target}
              >
                {video.videoTitle}
                {video.episodeName && video.videoType !== 'movie' ? ` (${video.episodeName})` : ''}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
