import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AD_DEVICE_TYPES, AdsMessages, AGE_RATINGS, type Campaign } from '@streamhub/contracts';
import { toast } from '@streamhub/web-kit';
import { apiErrorMessage } from '../../shared/api-error';
import { MESSAGES } from '../../shared/messages';
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
  type CampaignField,
  type CampaignFormValues,
  type FieldErrors,
} from './campaign-form';
import './ads.css';

/** One labelled field with the message the server (or the form) gave for it. */
function Field({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <label>
      {label}
      {children}
      {error && (
        <small className="field-error" role="alert">
          {error}
        </small>
      )}
    </label>
  );
}

function CampaignForm({ campaign }: { campaign: Campaign | null }) {
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
      toast.success(campaign ? AdsMessages.campaignUpdated : AdsMessages.campaignCreated);
      void navigate('/admin/ads');
    } catch (err) {
      const message = apiErrorMessage(err);
      const field = fieldOfMessage(message);
      if (field) setErrors({ [field]: message });
      else toast.error(message);
    }
  };

  return (
    <form className="form-grid campaign-editor" onSubmit={submit} noValidate aria-label="Campaign">
      <fieldset>
        <legend>Campaign</legend>
        <Field label="Advertiser" error={errors.advertiserId}>
          <select name="advertiserId" value={form.advertiserId} onChange={set('advertiserId')}>
            <option value="">Choose an advertiser…</option>
            {(advertisers.data?.advertisers ?? []).map((a) => (
              <option key={a._id} value={a._id}>
                {a.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Name" error={errors.name}>
          {input('name', { maxLength: 120 })}
        </Field>
        <Field label="Category (two ads of one category never share a break)" error={errors.category}>
          {input('category', { maxLength: 60, placeholder: 'SOFT_DRINKS' })}
        </Field>
        <Field label="Starts" error={errors.startAt}>
          {input('startAt', { type: 'datetime-local' })}
        </Field>
        <Field label="Ends" error={errors.endAt}>
          {input('endAt', { type: 'datetime-local' })}
        </Field>
        <label className="checkbox">
          <input
            type="checkbox"
            name="house"
            checked={form.house}
            onChange={(e) => setForm((c) => ({ ...c, house: e.target.checked }))}
          />
          House ad (fills unsold breaks; no budget)
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            name="active"
            checked={form.active}
            onChange={(e) => setForm((c) => ({ ...c, active: e.target.checked }))}
          />
          Active
        </label>
      </fieldset>
      <fieldset>
        <legend>Budget and caps</legend>
        <Field label="Budget (impressions; empty: none)" error={errors.budgetImpressions}>
          {input('budgetImpressions', { type: 'number', min: 1, step: 1, disabled: form.house })}
        </Field>
        <Field label="Daily cap (impressions; empty: none)" error={errors.dailyCap}>
          {input('dailyCap', { type: 'number', min: 1, step: 1 })}
        </Field>
        <Field label="Frequency cap (per viewer a day)" error={errors.frequencyCap}>
          {input('frequencyCap', { type: 'number', min: 1, max: 100, step: 1 })}
        </Field>
        <Field label="Priority (0-100, higher first)" error={errors.priority}>
          {input('priority', { type: 'number', min: 0, max: 100, step: 1 })}
        </Field>
        <Field label="CPM (₹ per 1000 impressions)" error={errors.cpmRupees}>
          {input('cpmRupees', { type: 'number', min: 0, step: 0.01 })}
        </Field>
      </fieldset>
      <fieldset>
        <legend>Creative</legend>
        <Field label="Media URL (MP4 or HLS)" error={errors.mediaUrl}>
          {input('mediaUrl', { type: 'url', placeholder: 'https://…/ad.mp4' })}
        </Field>
        <Field label="Duration (seconds)" error={errors.durationSeconds}>
          {input('durationSeconds', { type: 'number', min: 1, max: 120, step: 1 })}
        </Field>
        <Field label="Skip offset (seconds; empty: not skippable)" error={errors.skipOffsetSeconds}>
          {input('skipOffsetSeconds', { type: 'number', min: 0, max: 120, step: 1 })}
        </Field>
        <Field label="Click-through URL (optional)" error={errors.clickThroughUrl}>
          {input('clickThroughUrl', { type: 'url' })}
        </Field>
      </fieldset>
      <fieldset>
        <legend>Targeting (empty: any)</legend>
        <Field label="Genres (comma-separated)" error={errors.genres}>
          {input('genres', { placeholder: 'DRAMA, COMEDY' })}
        </Field>
        <Field label="Ad rating (runs only before titles rated at least this)" error={errors.adRating}>
          <select name="adRating" value={form.adRating} onChange={set('adRating')}>
            {AGE_RATINGS.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </Field>
        <Field label="Rating ceiling (strictest title rating accepted)" error={errors.ratingCeiling}>
          <select name="ratingCeiling" value={form.ratingCeiling} onChange={set('ratingCeiling')}>
            {AGE_RATINGS.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </Field>
        <Field label="Languages (comma-separated tags)" error={errors.languages}>
          {input('languages', { placeholder: 'hi, ta' })}
        </Field>
        <div className="checks" role="group" aria-label="Plans">
          <span>Plans</span>
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
        <div className="checks" role="group" aria-label="Devices">
          <span>Devices</span>
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
        <Field label="Hours of day, India (e.g. 6-9, 18-23)" error={errors.hours}>
          {input('hours')}
        </Field>
      </fieldset>
      <div className="row-actions">
        <Link to="/admin/ads" className="btn btn-ghost">
          Cancel
        </Link>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {campaign ? 'Save Campaign' : 'Create Campaign'}
        </button>
      </div>
    </form>
  );
}

/** /admin/ads/campaigns/new and /admin/ads/campaigns/:id: the campaign editor. */
export function CampaignEditorPage() {
  const { id } = useParams();
  const creating = id === undefined || id === 'new';
  const campaign = useCampaignQuery({ id: id ?? '' }, { skip: creating });
  return (
    <section className="ads-page">
      <h1 className="page-title">{creating ? 'New Campaign' : 'Edit Campaign'}</h1>
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
