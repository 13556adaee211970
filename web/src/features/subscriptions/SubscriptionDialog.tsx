import { useEffect, useMemo, useRef, useState } from 'react';
import { Modal, toast } from '@streamhub/web-kit';
import { PLAN_QUALITY_LABELS, type AppliedCoupon, type Plan } from '@streamhub/contracts';
import { errorMessage } from '../../shared/api/client';
import { MESSAGES, subscribedToPlan } from '../../shared/messages';
import { useEpisodeGroups, useVideoFilters } from '../catalog/catalog-queries';
import { createOrderByEpisodeName, createOrderForPart, previewOrder } from './billing-api';
import { usePlans, useSubscriptionChanged } from './billing-queries';
import { loadCheckout } from './checkout';
import {
  formatInr,
  formatIstDate,
  orderEpisodeName,
  renewalLabel,
  scopeLabel,
  screensLabel,
  downloadsLabel,
  subscribeLabel,
  tierNote,
} from './plan-format';
import './subscriptions.css';
import { useT } from '../../shared/i18n/i18n';
import { useCheckout } from './use-checkout';

/** Spec §9: the dialog closes 2 s after a subscription. */
export const CLOSE_AFTER_SUBSCRIBE_MS = 2000;

export interface SubscriptionDialogProps {
  open: boolean;
  onClose: () => void;
  /** The episode the viewer tried to open, when there is one (a part id and/or the episode name). */
  episode?: { id?: string; name?: string };
  /** Preselects this plan (Renew). */
  planCode?: string;
  /** After a successful (or already active) subscription, once the dialog has closed. */
  onSubscribed?: () => void;
}

/**
 * The plan dialog (docs/product.md §2, §4): plans with price, duration, scope and popular flag; an episode picker
 * for per-episode plans; order → Razorpay Checkout → the capture reported to the server.
 */
export function SubscriptionDialog({ open, onClose, episode, planCode, onSubscribed }: SubscriptionDialogProps) {
  const t = useT();
  const plans = usePlans({ enabled: open });
  /** The qualities the catalogue has, for each plan's note on what it plays. */
  const catalogQualities = useVideoFilters().data?.qualities ?? [];
  const subscriptionChanged = useSubscriptionChanged();
  const [selected, setSelected] = useState<string | null>(null);
  const [chosenEpisode, setChosenEpisode] = useState<string>(episode?.name ?? '');
  const { busy, setBusy, payOrder, payMandate } = useCheckout();
  const [couponCode, setCouponCode] = useState('');
  /** The server's price for the selected plan with the code, once applied. */
  const [applied, setApplied] = useState<{ planCode: string; coupon: AppliedCoupon } | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [checkingCoupon, setCheckingCoupon] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const list = useMemo(() => plans.data ?? [], [plans.data]);
  const plan = list.find((p) => p.code === selected) ?? null;
  const needsEpisode = plan?.scope === 'episode';
  const knownEpisode = Boolean(episode?.name || episode?.id);
  const episodes = useEpisodeGroups({}, { enabled: open && needsEpisode && !knownEpisode });
  const episodeNames = (episodes.data?.episodes ?? []).map((group) => group.episodeName);

  useEffect(() => {
    if (!open) return;
    setChosenEpisode(episode?.name ?? '');
    setBusy(false);
  }, [open, episode?.name, setBusy]);
  useEffect(() => {
    if (!open || list.length === 0) return;
    setSelected((current) => {
      if (current && list.some((p) => p.code === current)) return current;
      const wanted = planCode ? list.find((p) => p.code === planCode) : undefined;
      return (wanted ?? list.find((p) => p.popular) ?? list[0]!).code;
    });
  }, [open, list, planCode]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // A price shown for another plan (or another code) is not this one's.
  const coupon = applied && applied.planCode === selected ? applied.coupon : null;

  const applyCoupon = async () => {
    if (!plan || couponCode.trim() === '') return;
    setCheckingCoupon(true);
    setCouponError(null);
    try {
      const preview = await previewOrder(plan.code, couponCode);
      setApplied({ planCode: plan.code, coupon: preview.coupon });
    } catch (error) {
      setApplied(null);
      setCouponError(errorMessage(error));
    } finally {
      setCheckingCoupon(false);
    }
  };

  const finish = (message: string) => {
    subscriptionChanged();
    toast.success(message);
    timer.current = window.setTimeout(() => {
      setBusy(false);
      onClose();
      onSubscribed?.();
    }, CLOSE_AFTER_SUBSCRIBE_MS);
  };

  const subscribe = async (chosen: Plan) => {
    if (chosen.scope === 'episode' && !episode?.id && !chosenEpisode.trim()) {
      toast.error(MESSAGES.selectEpisode);
      return;
    }
    setBusy(true);
    try {
      const code = couponCode.trim() || undefined;
      const reply =
        chosen.scope === 'episode' && episode?.id && !chosenEpisode.trim()
          ? await createOrderForPart(chosen.code, episode.id, code)
          : await createOrderByEpisodeName(chosen.code, orderEpisodeName(chosen, chosenEpisode), code);
      if (reply.alreadyActive) {
        // A 100 % coupon grants the plan without a payment.
        finish(reply.coupon?.amount === 0 ? subscribedToPlan(chosen.title) : MESSAGES.alreadySubscribed);
        return;
      }
      let Checkout;
      try {
        Checkout = await loadCheckout(reply.checkoutScriptUrl);
      } catch {
        toast.error(MESSAGES.razorpaySdkLoadFailed);
        setBusy(false);
        return;
      }
      const paid = () => finish(subscribedToPlan(chosen.title));
      if (reply.subscription) {
        const subscription = reply.subscription;
        const description = subscription.trialEndsAt
          ? `${chosen.title}: free until ${formatIstDate(subscription.trialEndsAt)}, then ${formatInr(chosen.price)}`
          : `${chosen.title}: ${formatInr(chosen.price)} every ${chosen.durationDays} days`;
        payMandate(Checkout, { keyId: reply.keyId, subscriptionId: subscription.id, description }, paid);
        return;
      }
      payOrder(Checkout, { keyId: reply.keyId, order: reply.order!, description: chosen.title }, paid);
    } catch (error) {
      toast.error(errorMessage(error));
      setBusy(false);
    }
  };

  const target = episode?.name ?? null;
  const canSubscribe = Boolean(plan) && !busy && (!needsEpisode || Boolean(episode?.id) || chosenEpisode.trim() !== '');

  return (
    <Modal
      open={open}
      title={MESSAGES.subscriptionRequired}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!canSubscribe}
            onClick={() => plan && void subscribe(plan)}
          >
            {busy
              ? 'Processing…'
              : plan
                ? subscribeLabel(plan, coupon ? coupon.amount : plan.price, new Date())
                : 'Subscribe'}
          </button>
        </>
      }
    >
      <p className="muted">
        {target ? (
          <>
            {t('subscriptions.aSubscriptionIsRequiredTo')} <strong>{target}</strong>.
          </>
        ) : (
          t('subscriptions.aSubscriptionIsRequiredTo2')
        )}
      </p>
      {plans.isLoading && <p className="muted">{MESSAGES.loading}</p>}
      {plans.error && <p role="alert">{errorMessage(plans.error)}</p>}
      {plans.isSuccess && list.length === 0 && <p className="muted">{MESSAGES.noPlans}</p>}
      <div className="plan-list" role="radiogroup" aria-label={t('subscriptions.plans')}>
        {list.map((p) => (
          <label key={p.code} className={`plan-option${p.code === selected ? ' plan-option--selected' : ''}`}>
            <input
              type="radio"
              name="plan"
              value={p.code}
              checked={p.code === selected}
              onChange={() => setSelected(p.code)}
              disabled={busy}
            />
            <span className="plan-option-body">
              <span className="plan-option-title">
                {p.title}
                {p.popular && <span className="badge badge-popular">{t('subscriptions.popular')}</span>}
              </span>
              <span className="plan-option-price">{formatInr(p.price)}</span>
              <span className="muted">
                {t('subscriptions.days', { count: p.durationDays })} · {scopeLabel(p.scope)}
              </span>
              {renewalLabel(p) && (
                <span className="plan-option-renewal" data-testid="plan-renewal">
                  {renewalLabel(p)}
                </span>
              )}
              <span className="plan-option-tier">
                <span>{PLAN_QUALITY_LABELS[p.maxQuality] ?? p.maxQuality}</span>
                <span>{screensLabel(p.screens)}</span>
                <span data-testid="plan-downloads">{downloadsLabel(p.downloads, p.downloadDevices)}</span>
              </span>
              {tierNote(p, list, catalogQualities) && (
                <span className="muted plan-option-tier-note" data-testid="plan-tier-note">
                  {tierNote(p, list, catalogQualities)}
                </span>
              )}
              {p.description && <span className="muted plan-option-desc">{p.description}</span>}
            </span>
          </label>
        ))}
      </div>
      <div className="plan-coupon">
        <label>
          <span>{t('subscriptions.couponCode')}</span>
          <input
            value={couponCode}
            onChange={(event) => {
              setCouponCode(event.target.value.toUpperCase());
              setApplied(null);
              setCouponError(null);
            }}
            maxLength={32}
            placeholder={plan?.recurring ? t('subscriptions.notForAutoRenewingPlans') : t('subscriptions.haveACode')}
            disabled={busy || plan?.recurring === true}
          />
        </label>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={!plan || busy || checkingCoupon || couponCode.trim() === ''}
          onClick={() => void applyCoupon()}
        >
          {t('subscriptions.apply')}
        </button>
      </div>
      {couponError && (
        <p className="plan-coupon-error" role="alert">
          {couponError}
        </p>
      )}
      {coupon && (
        <p className="plan-coupon-price" data-testid="coupon-price">
          <s>{formatInr(coupon.originalAmount)}</s> <strong>{formatInr(coupon.amount)}</strong>{' '}
          <span className="muted">
            {coupon.code}: {formatInr(coupon.discount)} {t('subscriptions.off')}
            {coupon.amount === 0 ? t('subscriptions.noPaymentNeeded') : ''}
          </span>
        </p>
      )}
      {needsEpisode && !knownEpisode && (
        <label className="plan-episode">
          <span>{t('subscriptions.episode')}</span>
          <select value={chosenEpisode} onChange={(event) => setChosenEpisode(event.target.value)} disabled={busy}>
            <option value="">{t('subscriptions.selectAnEpisode')}</option>
            {episodeNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      )}
    </Modal>
  );
}
