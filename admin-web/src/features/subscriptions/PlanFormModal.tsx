import { useState } from 'react';
import {
  MAX_PLAN_DOWNLOAD_DEVICES,
  MAX_PLAN_DOWNLOADS,
  MAX_PLAN_SCREENS,
  PLAN_LIMITS,
  PLAN_QUALITIES,
  PLAN_QUALITY_LABELS,
  type Plan,
} from '@streamhub/contracts';
import { Modal, toast } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { runWithToast } from '../../shared/run-with-toast';
import { ModalActions } from '../../shared/ui/ModalActions';
import { useCreatePlanMutation, useUpdatePlanMutation } from './billing-api';
import { EMPTY_PLAN_FORM, formFromPlan, planInputFromForm, type PlanFormValues } from './plan-form';
import { useT } from '../../shared/i18n/i18n';

/** A whole-number field of the plan form between `min` and `max` (screens, downloads, download devices). */
function CountField({
  label,
  min,
  max,
  value,
  onChange,
}: {
  label: string;
  min: number;
  max: number;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  return (
    <label>
      {label}
      <input type="number" min={min} max={max} step={1} value={value} onChange={onChange} />
    </label>
  );
}

/** Create New Plan / Edit Plan (docs/product.md §2 Manage Subscriptions). */
export function PlanFormModal({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const t = useT();
  const editing = plan !== null;
  const [form, setForm] = useState<PlanFormValues>(plan ? formFromPlan(plan) : EMPTY_PLAN_FORM);
  const [createPlan, creating] = useCreatePlanMutation();
  const [updatePlan, updating] = useUpdatePlanMutation();
  const busy = creating.isLoading || updating.isLoading;
  const set = (field: keyof PlanFormValues) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = planInputFromForm(form);
    if ('error' in checked) {
      toast.error(checked.error);
      return;
    }
    const done = editing
      ? await runWithToast(() => updatePlan({ code: plan.code, planDto: checked.input }).unwrap(), MESSAGES.planUpdated)
      : await runWithToast(() => createPlan({ planDto: checked.input }).unwrap(), MESSAGES.planCreated);
    if (done) onClose();
  };

  return (
    <Modal
      title={editing ? t('plan.editTitle') : t('plan.createTitle')}
      onClose={onClose}
      footer={
        <ModalActions
          busy={busy}
          onCancel={onClose}
          form="plan-form"
          label={editing ? t('plan.update') : t('plan.create')}
        />
      }
    >
      <form id="plan-form" className="form-grid" onSubmit={submit} noValidate>
        <label>
          {t('plan.code')}
          <input value={form.code} onChange={set('code')} maxLength={40} placeholder="EPISODE_14DAY" />
        </label>
        <label>
          {t('plan.title')}
          <input value={form.title} onChange={set('title')} maxLength={120} />
        </label>
        <label>
          {t('plan.price')}
          <input type="number" min={0} step={0.01} value={form.price} onChange={set('price')} />
        </label>
        <label>
          {t('plan.duration')}
          <input type="number" min={1} step={1} value={form.durationDays} onChange={set('durationDays')} />
        </label>
        <label>
          {t('subs.col.scope')}
          <select value={form.scope} onChange={set('scope')}>
            <option value="episode">{t('subs.scope.episode')}</option>
            <option value="all">{t('subs.scope.all')}</option>
          </select>
        </label>
        <label>
          {t('upload.quality')}
          <select value={form.maxQuality} onChange={set('maxQuality')}>
            {PLAN_QUALITIES.map((quality) => (
              <option key={quality} value={quality}>
                {PLAN_QUALITY_LABELS[quality]}
              </option>
            ))}
          </select>
        </label>
        <CountField
          label={t('plan.screens')}
          min={1}
          max={MAX_PLAN_SCREENS}
          value={form.screens}
          onChange={set('screens')}
        />
        <CountField
          label={t('plan.downloads')}
          min={0}
          max={MAX_PLAN_DOWNLOADS}
          value={form.downloads}
          onChange={set('downloads')}
        />
        <CountField
          label={t('plan.downloadDevices')}
          min={1}
          max={MAX_PLAN_DOWNLOAD_DEVICES}
          value={form.downloadDevices}
          onChange={set('downloadDevices')}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.recurring}
            onChange={(event) => setForm((current) => ({ ...current, recurring: event.target.checked }))}
          />
          {t('plan.recurring')}
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.withAds}
            onChange={(event) => setForm((current) => ({ ...current, withAds: event.target.checked }))}
          />
          {t('plan.withAds')}
        </label>
        <label>
          {t('plan.trialDays')}
          <input
            type="number"
            min={0}
            max={PLAN_LIMITS.maxTrialDays}
            step={1}
            value={form.recurring ? form.trialDays : '0'}
            onChange={set('trialDays')}
            disabled={!form.recurring}
          />
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.active}
            onChange={(event) => setForm((current) => ({ ...current, active: event.target.checked }))}
          />
          {t('plan.active')}
        </label>
        <label>
          {t('upload.description')}
          <textarea value={form.description} onChange={set('description')} maxLength={1000} rows={3} />
        </label>
      </form>
    </Modal>
  );
}
