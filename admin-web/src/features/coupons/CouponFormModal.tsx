import { useState } from 'react';
import type { Coupon } from '@streamhub/contracts';
import { Modal, toast } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { runWithToast } from '../../shared/run-with-toast';
import { ModalActions } from '../../shared/ui/ModalActions';
import { useListPlansQuery } from '../subscriptions/billing-api';
import { useCreateCouponMutation, useUpdateCouponMutation } from './coupons-api';
import { couponInputFromForm, EMPTY_COUPON_FORM, formFromCoupon, type CouponFormValues } from './coupon-form';

/** Create Coupon / Edit Coupon. */
export function CouponFormModal({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
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
      toast.error(checked.error);
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
      title={editing ? 'Edit Coupon' : 'Create Coupon'}
      onClose={onClose}
      footer={<ModalActions busy={busy} onCancel={onClose} form="coupon-form" label={editing ? 'Update' : 'Create'} />}
    >
      <form id="coupon-form" className="form-grid" onSubmit={submit} noValidate>
        <label>
          Coupon Code
          <input value={form.code} onChange={set('code')} maxLength={32} placeholder="WELCOME20" />
        </label>
        <label>
          Discount Type
          <select value={form.kind} onChange={set('kind')}>
            <option value="percent">Percent off</option>
            <option value="flat">Flat amount off (₹)</option>
          </select>
        </label>
        <label>
          {form.kind === 'percent' ? 'Percent Off' : 'Amount Off (₹)'}
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
          Valid From
          <input type="datetime-local" value={form.validFrom} onChange={set('validFrom')} />
        </label>
        <label>
          Valid Until
          <input type="datetime-local" value={form.validUntil} onChange={set('validUntil')} />
        </label>
        <label>
          Total Redemptions (empty: no cap)
          <input type="number" min={1} step={1} value={form.maxRedemptions} onChange={set('maxRedemptions')} />
        </label>
        <label>
          Redemptions per User
          <input type="number" min={1} step={1} value={form.perUserLimit} onChange={set('perUserLimit')} />
        </label>
        <fieldset className="coupon-plans">
          <legend>Plans (none checked: every plan)</legend>
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
          Active Coupon
        </label>
        <label>
          Description
          <textarea value={form.description} onChange={set('description')} maxLength={300} rows={2} />
        </label>
      </form>
    </Modal>
  );
}
