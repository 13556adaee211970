import { useState } from 'react';
import type { Coupon } from '@streamhub/contracts';
import { Modal, toast } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { runWithToast } from '../../shared/run-with-toast';
import { ModalActions } from '../../shared/ui/ModalActions';
import { translateServerError, useT } from '../../shared/i18n/i18n';
import { useListPlansQuery } from '../subscriptions/billing-api';
import { useCreateCouponMutation, useUpdateCouponMutation } from './coupons-api';
import { couponInputFromForm, EMPTY_COUPON_FORM, formFromCoupon, type CouponFormValues } from './coupon-form';

/** Create Coupon / Edit Coupon. */
export function CouponFormModal({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const t = useT();
  const editing = coupon !== null;
  const [form, setForm] = useState<CouponFormValues>(coupon ? formFromCoupon(coupon) : EMPTY_COUPON_FORM);
  const plans = useListPlansQuery();
  const [createCoupon, creating] = useCreateCouponMutation();
  const [updateCoupon, updating] = useUpdateCouponMutation();
  const busy = creating.isLoading || updating.isLoading;
  const set = (field: keyof CouponFormValues) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const togglePlan = (code: string, on: boolean) =>
    setForm((current) => ({
      ...current,
      planCodes: on ? [...current.planCodes, code] : current.planCodes.filter((c) => c !== code),
    }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = couponInputFromForm(form);
    if ('error' in checked) {
      toast.error(translateServerError(checked.error, null));
      return;
    }
    const done = editing
      ? await runWithToast(
          () => updateCoupon({ code: coupon.code, couponDto: checked.input }).unwrap(),
          MESSAGES.couponUpdated,
        )
      : await runWithToast(() => createCoupon({ couponDto: checked.input }).unwrap(), MESSAGES.couponCreated);
    if (done) onClose();
  };

  return (
    <Modal
      title={editing ? t('coupons.editTitle') : t('coupons.createTitle')}
      onClose={onClose}
      footer={
        <ModalActions
          busy={busy}
          onCancel={onClose}
          form="coupon-form"
          label={editing ? t('coupons.update') : t('coupons.create')}
        />
      }
    >
      <form id="coupon-form" className="form-grid" onSubmit={submit} noValidate>
        <label>
          {t('coupons.code')}
          <input value={form.code} onChange={set('code')} maxLength={32} placeholder="WELCOME20" />
        </label>
        <label>
          {t('coupons.discountType')}
          <select value={form.kind} onChange={set('kind')}>
            <option value="percent">{t('coupons.kind.percent')}</option>
            <option value="flat">{t('coupons.kind.flat')}</option>
          </select>
        </label>
        <label>
          {form.kind === 'percent' ? t('coupons.percentField') : t('coupons.amountField')}
          <input
            type="number"
            min={form.kind === 'percent' ? 1 : 0.01}
            max={form.kind === 'percent' ? 100 : undefined}
            step={form.kind === 'percent' ? 1 : 0.01}
            value={form.value}
            onChange={set('value')}
          />
        </label>
        <label>
          {t('coupons.validFrom')}
          <input type="datetime-local" value={form.validFrom} onChange={set('validFrom')} />
        </label>
        <label>
          {t('coupons.validUntil')}
          <input type="datetime-local" value={form.validUntil} onChange={set('validUntil')} />
        </label>
        <label>
          {t('coupons.maxRedemptions')}
          <input type="number" min={1} step={1} value={form.maxRedemptions} onChange={set('maxRedemptions')} />
        </label>
        <label>
          {t('coupons.perUser')}
          <input type="number" min={1} step={1} value={form.perUserLimit} onChange={set('perUserLimit')} />
        </label>
        <fieldset className="coupon-plans">
          <legend>{t('coupons.plans')}</legend>
          {(plans.data?.plans ?? []).map((plan) => (
            <label key={plan.code} className="checkbox">
              <input
                type="checkbox"
                checked={form.planCodes.includes(plan.code)}
                onChange={(event) => togglePlan(plan.code, event.target.checked)}
              />
              {plan.title} ({plan.code})
            </label>
          ))}
        </fieldset>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.active}
            onChange={(event) => setForm((current) => ({ ...current, active: event.target.checked }))}
          />
          {t('coupons.active')}
        </label>
        <label>
          {t('coupons.description')}
          <textarea value={form.description} onChange={set('description')} maxLength={300} rows={2} />
        </label>
      </form>
    </Modal>
  );
}
