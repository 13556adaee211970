import { useState } from 'react';
import type { Banner } from '@streamhub/contracts';
import { useT } from '../../shared/i18n/i18n';

/** The banner's image, or a placeholder when it cannot be shown. */
export function BannerThumb({ banner }: { banner: Pick<Banner, 'imageUrl' | 'imageKey' | 'altText'> }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  if (failed || !banner.imageUrl) {
    return (
      <div className="banner-thumb banner-thumb-placeholder" role="img" aria-label={t('banners.noPreview')}>
        {t('banners.noPreview')}
      </div>
    );
  }
  return (
    <img
      className="banner-thumb"
      src={banner.imageUrl}
      alt={banner.altText || banner.imageKey}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
