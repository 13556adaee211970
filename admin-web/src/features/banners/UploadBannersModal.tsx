import { useEffect, useMemo, useRef, useState } from 'react';
import { Modal, toast } from '@streamhub/web-kit';
import { bannersUploaded } from '../../shared/messages';
import { useT } from '../../shared/i18n/i18n';
import { runWithToast } from '../../shared/run-with-toast';
import { ModalActions } from '../../shared/ui/ModalActions';
import { ACCEPTED_IMAGE_TYPES, addFiles, sizeInKb, uploadError } from './banner-files';
import { useUploadBannersMutation } from './banners-api';

export function UploadBannersModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [files, setFiles] = useState<File[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading: busy }] = useUploadBannersMutation();
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const pick = (list: FileList | null) => {
    const result = addFiles(files, Array.from(list ?? []));
    if (result.error) toast.error(result.error);
    setFiles(result.files);
    if (input.current) input.current.value = '';
  };

  const send = async () => {
    const problem = uploadError(files);
    if (problem) {
      toast.error(problem);
      return;
    }
    if (
      await runWithToast(
        () => upload({ body: { banners: files } }).unwrap(),
        (reply) => bannersUploaded(reply.banners.length),
      )
    )
      onClose();
  };

  return (
    <Modal
      title={t('banners.uploadTitle')}
      onClose={onClose}
      footer={
        <ModalActions
          busy={busy}
          onCancel={onClose}
          onConfirm={() => void send()}
          disabled={files.length === 0}
          label={busy ? t('upload.uploading') : t('banners.uploadCount', { count: files.length })}
        />
      }
    >
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        multiple
        hidden
        aria-label={t('banners.images')}
        onChange={(event) => pick(event.target.files)}
      />
      <div className="banner-picker">
        <button type="button" className="btn btn-ghost" onClick={() => input.current?.click()} disabled={busy}>
          {files.length === 0 ? t('banners.choose') : t('banners.addMore')}
        </button>
        <span className="muted">{t('banners.pickHint')}</span>
      </div>
      {files.length > 0 && (
        <ul className="banner-preview-grid" aria-label={t('banners.selected')}>
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`}>
              <img src={previews[i]} alt={file.name} />
              <span className="muted">{sizeInKb(file.size)}</span>
              <button
                type="button"
                className="btn btn-danger btn-sm"
                aria-label={t('banners.removeNamed', { name: file.name })}
                disabled={busy}
                onClick={() => setFiles((current) => current.filter((_, j) => j !== i))}
              >
                {t('banners.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
