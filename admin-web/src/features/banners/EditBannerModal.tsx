import { useEffect, useMemo, useState } from 'react';
import type { Banner } from '@streamhub/contracts';
import { Modal, toast } from '@streamhub/web-kit';
import { api } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { bannerUpdateProgress, MESSAGES } from '../../shared/messages';
import { apiErrorMessage } from '../../shared/api-error';
import { ModalActions } from '../../shared/ui/ModalActions';
import { ACCEPTED_IMAGE_TYPES, editError } from './banner-files';
import { replaceBannerImage, useSetBannerTargetMutation } from './banners-api';
import { BannerThumb } from './BannerThumb';

export function EditBannerModal({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const token = useAppSelector((state) => state.session.token);
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [target, setTarget] = useState(banner.targetVideoId ?? '');
  const [saveTarget, { isLoading: linking }] = useSetBannerTargetMutation();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  /** Links the banner to the title with this id (a click on it opens the title), or unlinks it when empty. */
  const link = async () => {
    const videoId = target.trim() || null;
    try {
      await saveTarget({ id: banner._id, setBannerTargetDto: { videoId } }).unwrap();
      toast.success(videoId ? MESSAGES.bannerLinked : MESSAGES.bannerUnlinked);
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  };

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
      toast.error(error instanceof Error ? error.message : MESSAGES.somethingWentWrong, { id: progress });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="Edit Banner"
      onClose={onClose}
      footer={
        <ModalActions
          busy={busy}
          onCancel={onClose}
          onConfirm={() => void save()}
          label={busy ? 'Updating...' : 'Update Banner'}
        />
      }
    >
      <div className="banner-edit-preview">
        {preview ? <img src={preview} alt="New banner preview" /> : <BannerThumb banner={banner} />}
      </div>
      <div className="field">
        <label htmlFor="banner-new-image">New image</label>
        <input
          id="banner-new-image"
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          disabled={busy}
        />
      </div>
      <div className="field">
        <label htmlFor="banner-target">Opens title (video id; empty: none)</label>
        <div className="banner-target-row">
          <input
            id="banner-target"
            value={target}
            maxLength={24}
            placeholder="665f1c2e8b3e4a0012345678"
            onChange={(event) => setTarget(event.target.value)}
            disabled={linking}
          />
          <button type="button" className="btn" onClick={() => void link()} disabled={linking}>
            {linking ? 'Saving...' : 'Save link'}
          </button>
        </div>
      </div>
    </Modal>
  );
}
