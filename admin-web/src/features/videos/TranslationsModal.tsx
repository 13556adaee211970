import { useId, useState, type FormEvent } from 'react';
import {
  LOCALIZED_DESCRIPTION_MAX_LENGTH,
  LOCALIZED_LANGUAGES,
  LOCALIZED_TITLE_MAX_LENGTH,
  PROFILE_LANGUAGE_LABELS,
  type LocalizedLanguage,
  type LocalizedText,
  type Video,
} from '@streamhub/contracts';
import { Modal } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { runWithToast } from '../../shared/run-with-toast';
import { ModalActions } from '../../shared/ui/ModalActions';
import { useT } from '../../shared/i18n/i18n';
import { useGetAdminVideoQuery, useSetVideoLocalizedMutation } from './videos-api';

type Drafts = Record<LocalizedLanguage, { title: string; description: string }>;

/** The form's rows from a video's stored translations (a language without one is blank). */
export function draftsOf(localized: readonly LocalizedText[] | undefined): Drafts {
  const drafts = Object.fromEntries(
    LOCALIZED_LANGUAGES.map((lang) => [lang, { title: '', description: '' }]),
  ) as Drafts;
  for (const entry of localized ?? []) drafts[entry.lang] = { title: entry.title, description: entry.description };
  return drafts;
}

/** What PATCH /videos/{id}/localized gets: every language with a title (a synopsis alone is not a translation). */
export function localizedOf(drafts: Drafts): LocalizedText[] {
  return LOCALIZED_LANGUAGES.flatMap((lang) => {
    const title = drafts[lang].title.trim();
    return title === '' ? [] : [{ lang, title, description: drafts[lang].description.trim() }];
  });
}

/**
 * PATCH /videos/{id}/localized: a title's name and synopsis in each of the viewers' other languages
 * (docs/i18n.md "Localised catalogue"). A blank name leaves that language on the English text.
 */
export function TranslationsModal({ video, onClose }: { video: Video; onClose: () => void }) {
  const t = useT();
  const formId = useId();
  // The admin list leaves the translations out; the video itself (as admins get it) has them.
  const stored = useGetAdminVideoQuery({ id: video._id }, { refetchOnMountOrArgChange: true });
  // The admin's edits, or nothing yet: until the first keystroke the form shows what is stored.
  // (Copying the stored rows into state from an effect could land after a keystroke and wipe it.)
  const [edits, setEdits] = useState<Drafts | null>(null);
  const [save, { isLoading }] = useSetVideoLocalizedMutation();
  const loaded = stored.data?.video;
  const drafts = edits ?? draftsOf(loaded?.localized);
  // A save replaces the whole list, so nothing is typed before the stored translations are in
  // (a copy kept from an earlier opening is refreshed first).
  const ready = loaded !== undefined && !stored.isFetching;

  const change = (lang: LocalizedLanguage, field: 'title' | 'description', value: string) => {
    setEdits((current) => {
      const base = current ?? draftsOf(loaded?.localized);
      return { ...base, [lang]: { ...base[lang], [field]: value } };
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await runWithToast(
      () => save({ id: video._id, setVideoLocalizedDto: { localized: localizedOf(drafts) } }).unwrap(),
      MESSAGES.localizedSaved,
    );
    if (saved) onClose();
  };

  return (
    <Modal
      title={t('translations.title')}
      onClose={onClose}
      footer={
        <ModalActions
          busy={isLoading || !ready}
          onCancel={onClose}
          form={formId}
          label={isLoading ? t('common.saving') : t('common.save')}
        />
      }
    >
      <form id={formId} className="modal-form translations-form" onSubmit={submit} noValidate>
        <p className="muted">{t('translations.hint', { title: video.videoTitle })}</p>
        {LOCALIZED_LANGUAGES.map((lang) => (
          <fieldset key={lang} className="translation-row" disabled={!ready}>
            <legend>{PROFILE_LANGUAGE_LABELS[lang]}</legend>
            <label>
              {t('translations.name')}
              <input
                lang={lang}
                value={drafts[lang].title}
                maxLength={LOCALIZED_TITLE_MAX_LENGTH}
                onChange={(e) => change(lang, 'title', e.target.value)}
              />
            </label>
            <label>
              {t('translations.synopsis')}
              <textarea
                lang={lang}
                rows={2}
                value={drafts[lang].description}
                maxLength={LOCALIZED_DESCRIPTION_MAX_LENGTH}
                onChange={(e) => change(lang, 'description', e.target.value)}
              />
            </label>
          </fieldset>
        ))}
      </form>
    </Modal>
  );
}
