import { useEffect, useMemo, useState } from 'react';
import type { Banner } from '@streamhub/contracts';
import { Modal, toast } from '@streamhub/web-kit';
import { api } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { bannerUpdateProgress, MESSAGES } from '../../shared/messages';
import { translateServerError, useT } from '../../shared/i18n/i18n';
import { ModalActions } from '../../shared/ui/ModalActions';
import { ACCEPTED_IMAGE_TYPES, editError } from './banner-files';
import { replaceBannerImage } from './banners-api';
import { BannerTargetPicker } from './BannerTargetPicker';
import { BannerThumb } from './BannerThumb';

export function EditBannerModal({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const t = useT();
  const token = useAppSelector((state) => state.session.token);
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const save = async () => {
    const problem = editError(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    const progress = toast.loading(bannerUpdateProgress(0));
    try {
      await replaceBannerImage(banner._id, file!, token, (percent) =>
        toast.loading(bannerUpdateProgress(percent), { id: progress }),
      );
      toast.success(MESSAGES.bannerUpdated, { id: progress });
      dispatch(api.util.invalidateTags(['Banners']));
      onClose();
    } catch (error) {
      toast.error(error instanceof Error ? translateServerError(error.message, null) : MESSAGES.somethingWentWrong, {
        id: progress,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('banners.editTitle')}
      onClose={onClose}
      footer={
        <ModalActions
          busy={busy}
          onCancel={onClose}
          onConfirm={() => void save()}
          label={busy ? t('banners.updating') : t('banners.update')}
        />
      }
    >
      <div className="banner-edit-preview">
        {preview ? <img src={preview} alt={t('banners.newPreview')} /> : <BannerThumb banner={banner} />}
      </div>
      <div className="field">
        <label htmlFor="banner-new-image">{t('banners.newImage')}</label>
        <input
          id="banner-new-image"
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          disabled={busy}
        />
      </div>
      <BannerTargetPicker banner={banner} />
    </Modal>
  );
}
