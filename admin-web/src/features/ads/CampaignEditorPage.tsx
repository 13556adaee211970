import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AD_DEVICE_TYPES, AdsMessages, AGE_RATINGS, type Campaign } from '@streamhub/contracts';
import { toast } from '@streamhub/web-kit';
import { apiErrorMessage } from '../../shared/api-error';
import { MESSAGES } from '../../shared/messages';
import { translateServerError, useT } from '../../shared/i18n/i18n';
import { useListPlansQuery } from '../subscriptions/billing-api';
import {
  useCampaignQuery,
  useCreateCampaignMutation,
  useListAdvertisersQuery,
  useUpdateCampaignMutation,
} from './ads-api';
import {
  campaignInputFromForm,
  emptyCampaignForm,
  fieldOfMessage,
  formFromCampaign,
  REQUIRED_FIELD,
  type CampaignField,
  type CampaignFormValues,
  type FieldErrors,
} from './campaign-form';
import './ads.css';

/** Example values shown in empty fields (codes and URLs, the same in every language). */
const EXAMPLES = { mediaUrl: 'https://…/ad.mp4', genres: 'DRAMA, COMEDY', languages: 'hi, ta' };

/** One labelled field with the message the server (or the form) gave for it. */
function Field({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  const t = useT();
  return (
    <label>
      {label}
      {children}
      {error && (
        <small className="field-error" role="alert">
          {error === REQUIRED_FIELD ? t('ads.required') : error}
        </small>
      )}
    </label>
  );
}

function CampaignForm({ campaign }: { campaign: Campaign | null }) {
  const t = useT();
  const navigate = useNavigate();
  const [form, setForm] = useState<CampaignFormValues>(() =>
    campaign ? formFromCampaign(campaign) : emptyCampaignForm(new Date()),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const advertisers = useListAdvertisersQuery();
  const plans = useListPlansQuery();
  const [createCampaign, creating] = useCreateCampaignMutation();
  const [updateCampaign, updating] = useUpdateCampaignMutation();
  const busy = creating.isLoading || updating.isLoading;

  const set = (field: CampaignField) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const input = (field: CampaignField, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <input
      name={field}
      value={String(form[field])}
      onChange={set(field)}
      aria-invalid={errors[field] ? true : undefined}
      {...props}
    />
  );
  const toggle = <K extends 'planCodes' | 'devices'>(field: K, value: CampaignFormValues[K][number], on: boolean) =>
    setForm((current) => ({
      ...current,
      [field]: on ? [...(current[field] as string[]), value] : (current[field] as string[]).filter((v) => v !== value),
    }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = campaignInputFromForm(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      toast.error(MESSAGES.fillRequiredFields);
      return;
    }
    setErrors({});
    try {
      if (campaign) await updateCampaign({ id: campaign._id, campaignDto: checked.input }).unwrap();
      else await createCampaign({ campaignDto: checked.input }).unwrap();
      toast.success(translateServerError(campaign ? AdsMessages.campaignUpdated : AdsMessages.campaignCreated, null));
      void navigate('/admin/ads');
    } catch (err) {
      const message = apiErrorMessage(err);
      const field = fieldOfMessage(message);
      if (field) setErrors({ [field]: message });
      else toast.error(message);
    }
  };

  return (
    <form className="form-grid campaign-editor" onSubmit={submit} noValidate aria-label={t('ads.col.campaign')}>
      <fieldset>
        <legend>{t('ads.col.campaign')}</legend>
        <Field label={t('ads.col.advertiser')} error={errors.advertiserId}>
          <select name="advertiserId" value={form.advertiserId} onChange={set('advertiserId')}>
            <option value="">{t('ads.chooseAdvertiser')}</option>
            {(advertisers.data?.advertisers ?? []).map((a) => (
              <option key={a._id} value={a._id}>
                {a.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('ads.field.name')} error={errors.name}>
          {input('name', { maxLength: 120 })}
        </Field>
        <Field label={t('ads.field.category')} error={errors.category}>
          {input('category', { maxLength: 60, placeholder: 'SOFT_DRINKS' })}
        </Field>
        <Field label={t('ads.field.starts')} error={errors.startAt}>
          {input('startAt', { type: 'datetime-local' })}
        </Field>
        <Field label={t('ads.field.ends')} error={errors.endAt}>
          {input('endAt', { type: 'datetime-local' })}
        </Field>
        <label className="checkbox">
          <input
            type="checkbox"
            name="house"
            checked={form.house}
            onChange={(e) => setForm((c) => ({ ...c, house: e.target.checked }))}
          />
          {t('ads.field.house')}
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            name="active"
            checked={form.active}
            onChange={(e) => setForm((c) => ({ ...c, active: e.target.checked }))}
          />
          {t('status.active')}
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('ads.field.budgetAndCaps')}</legend>
        <Field label={t('ads.field.budget')} error={errors.budgetImpressions}>
          {input('budgetImpressions', { type: 'number', min: 1, step: 1, disabled: form.house })}
        </Field>
        <Field label={t('ads.field.dailyCap')} error={errors.dailyCap}>
          {input('dailyCap', { type: 'number', min: 1, step: 1 })}
        </Field>
        <Field label={t('ads.field.frequencyCap')} error={errors.frequencyCap}>
          {input('frequencyCap', { type: 'number', min: 1, max: 100, step: 1 })}
        </Field>
        <Field label={t('ads.field.priority')} error={errors.priority}>
          {input('priority', { type: 'number', min: 0, max: 100, step: 1 })}
        </Field>
        <Field label={t('ads.field.cpm')} error={errors.cpmRupees}>
          {input('cpmRupees', { type: 'number', min: 0, step: 0.01 })}
        </Field>
      </fieldset>
      <fieldset>
        <legend>{t('ads.field.creative')}</legend>
        <Field label={t('ads.field.mediaUrl')} error={errors.mediaUrl}>
          {input('mediaUrl', { type: 'url', placeholder: EXAMPLES.mediaUrl })}
        </Field>
        <Field label={t('ads.field.duration')} error={errors.durationSeconds}>
          {input('durationSeconds', { type: 'number', min: 1, max: 120, step: 1 })}
        </Field>
        <Field label={t('ads.field.skipOffset')} error={errors.skipOffsetSeconds}>
          {input('skipOffsetSeconds', { type: 'number', min: 0, max: 120, step: 1 })}
        </Field>
        <Field label={t('ads.field.clickThrough')} error={errors.clickThroughUrl}>
          {input('clickThroughUrl', { type: 'url' })}
        </Field>
      </fieldset>
      <fieldset>
        <legend>{t('ads.field.targeting')}</legend>
        <Field label={t('ads.field.genres')} error={errors.genres}>
          {input('genres', { placeholder: EXAMPLES.genres })}
        </Field>
        <Field label={t('ads.field.adRating')} error={errors.adRating}>
          <select name="adRating" value={form.adRating} onChange={set('adRating')}>
            {AGE_RATINGS.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </Field>
        <Field label={t('ads.field.ratingCeiling')} error={errors.ratingCeiling}>
          <select name="ratingCeiling" value={form.ratingCeiling} onChange={set('ratingCeiling')}>
            {AGE_RATINGS.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </Field>
        <Field label={t('ads.field.languages')} error={errors.languages}>
          {input('languages', { placeholder: EXAMPLES.languages })}
        </Field>
        <div className="checks" role="group" aria-label={t('ads.field.plans')}>
          <span>{t('ads.field.plans')}</span>
          {(plans.data?.plans ?? []).map((plan) => (
            <label key={plan.code} className="checkbox">
              <input
                type="checkbox"
                checked={form.planCodes.includes(plan.code)}
                onChange={(e) => toggle('planCodes', plan.code, e.target.checked)}
              />
              {plan.code}
            </label>
          ))}
          {errors.planCodes && <small className="field-error">{errors.planCodes}</small>}
        </div>
        <div className="checks" role="group" aria-label={t('ads.field.devices')}>
          <span>{t('ads.field.devices')}</span>
          {AD_DEVICE_TYPES.map((device) => (
            <label key={device} className="checkbox">
              <input
                type="checkbox"
                checked={form.devices.includes(device)}
                onChange={(e) => toggle('devices', device, e.target.checked)}
              />
              {device}
            </label>
          ))}
          {errors.devices && <small className="field-error">{errors.devices}</small>}
        </div>
        <Field label={t('ads.field.hours')} error={errors.hours}>
          {input('hours')}
        </Field>
      </fieldset>
      <div className="row-actions">
        <Link to="/admin/ads" className="btn btn-ghost">
          {t('common.cancel')}
        </Link>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {campaign ? t('ads.save') : t('ads.create')}
        </button>
      </div>
    </form>
  );
}

/** /admin/ads/campaigns/new and /admin/ads/campaigns/:id: the campaign editor. */
export function CampaignEditorPage() {
  const t = useT();
  const { id } = useParams();
  const creating = id === undefined || id === 'new';
  const campaign = useCampaignQuery({ id: id ?? '' }, { skip: creating });
  return (
    <section className="ads-page">
      <h1 className="page-title">{creating ? t('title.newCampaign') : t('ads.editTitle')}</h1>
      {creating ? (
        <CampaignForm campaign={null} />
      ) : campaign.isLoading ? (
        <p className="muted">{MESSAGES.loading}</p>
      ) : campaign.data ? (
        <CampaignForm key={campaign.data.campaign._id} campaign={campaign.data.campaign} />
      ) : (
        <p>{apiErrorMessage(campaign.error)}</p>
      )}
    </section>
  );
}
