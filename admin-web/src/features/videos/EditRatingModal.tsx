import { useId, useState, type FormEvent } from 'react';
import type { AgeRating, ContentDescriptor, Video } from '@streamhub/contracts';
import { Modal } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { runWithToast } from '../../shared/run-with-toast';
import { ModalActions } from '../../shared/ui/ModalActions';
import { RatingFields } from './RatingFields';
import { useSetVideoRatingMutation } from './videos-api';
import { useT } from '../../shared/i18n/i18n';

/** PATCH /videos/{id}/rating: a video's age rating and content descriptors. */
export function EditRatingModal({ video, onClose }: { video: Video; onClose: () => void }) {
  const t = useT();
  const formId = useId();
  const [rating, setRating] = useState<AgeRating>(video.ageRating);
  const [descriptors, setDescriptors] = useState<ContentDescriptor[]>(video.contentDescriptors);
  const [save, { isLoading }] = useSetVideoRatingMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await runWithToast(
      () => save({ id: video._id, setVideoRatingDto: { ageRating: rating, contentDescriptors: descriptors } }).unwrap(),
      MESSAGES.ratingSaved,
    );
    if (saved) onClose();
  };

  return (
    <Modal
      title={t('rating.editTitle')}
      onClose={onClose}
      footer={
        <ModalActions
          busy={isLoading}
          onCancel={onClose}
          form={formId}
          label={isLoading ? t('common.saving') : t('common.save')}
        />
      }
    >
      <form id={formId} className="modal-form" onSubmit={submit} noValidate>
        <p className="muted">{video.videoTitle}</p>
        <RatingFields rating={rating} descriptors={descriptors} onRating={setRating} onDescriptors={setDescriptors} />
      </form>
    </Modal>
  );
}
