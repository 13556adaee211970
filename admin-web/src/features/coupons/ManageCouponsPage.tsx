import { useState } from 'react';
import type { Coupon } from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';
import { PageHead } from '../../shared/ui/PageHead';
import { SearchField } from '../../shared/ui/SearchField';
import { TableCard } from '../../shared/ui/TableCard';
import { TableHead } from '../../shared/ui/TableHead';
import { formatDate, formatNumber } from '../../shared/i18n/format';
import { useT } from '../../shared/i18n/i18n';
import { COUPON_STATE_KEYS, couponState, discountLabel } from './coupon-form';
import { CouponFormModal } from './CouponFormModal';
import { useListCouponsQuery } from './coupons-api';
import { RedemptionsModal } from './RedemptionsModal';

/** /admin/coupons: discount codes, their windows, caps and uses. */
export function ManageCouponsPage() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const coupons = useListCouponsQuery();
  const needle = search.trim().toUpperCase();
  const rows = (coupons.data?.coupons ?? []).filter((c) => needle === '' || c.code.includes(needle));
  const now = new Date();

  return (
    <section className="users-page coupons-page">
      <PageHead
        title={t('title.coupons')}
        subtitle={t('coupons.subtitle')}
        action={{ label: t('coupons.createButton'), onClick: () => setEditing('new') }}
      />
      <div className="toolbar">
        <SearchField
          label={t('coupons.search')}
          placeholder={t('coupons.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </div>
      <TableCard
        list={coupons}
        empty={rows.length === 0}
        emptyMessage={MESSAGES.noCouponsFound}
        filtered={needle !== ''}
      >
        <TableHead
          columns={[
            t('coupons.col.code'),
            t('coupons.col.discount'),
            t('coupons.col.valid'),
            t('coupons.col.uses'),
            t('coupons.col.plans'),
            t('coupons.col.status'),
          ]}
          actions
        />
        <tbody>
          {rows.map((coupon) => {
            const state = couponState(coupon, now);
            return (
              <tr key={coupon._id} data-coupon-code={coupon.code}>
                <td>
                  <strong>{coupon.code}</strong>
                  {coupon.description && <div className="muted">{coupon.description}</div>}
                </td>
                <td className="nowrap">{discountLabel(coupon)}</td>
                <td className="nowrap">
                  {coupon.validFrom ? formatDate(coupon.validFrom) : t('coupons.now')} –{' '}
                  {coupon.validUntil ? formatDate(coupon.validUntil) : t('coupons.noEnd')}
                </td>
                <td className="nowrap">
                  {t('coupons.redeemed', { n: formatNumber(coupon.redeemed) })}
                  <div className="muted">
                    {t('coupons.usesDetail', {
                      held: formatNumber(coupon.used - coupon.redeemed),
                      cap: coupon.maxRedemptions === null ? '∞' : formatNumber(coupon.maxRedemptions),
                      perUser: formatNumber(coupon.perUserLimit),
                    })}
                  </div>
                </td>
                <td>{coupon.planCodes.length === 0 ? t('coupons.allPlans') : coupon.planCodes.join(', ')}</td>
                <td>
                  <span className={`badge ${state === 'Active' ? 'badge-success' : 'badge-danger'}`}>
                    {t(COUPON_STATE_KEYS[state])}
                  </span>
                </td>
                <td className="actions-col">
                  <span className="row-actions">
                    <button type="button" className="btn btn-sm btn-ghost" onClick={() => setEditing(coupon)}>
                      {t('common.edit')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-ghost"
                      aria-label={t('coupons.redemptionsOf', { code: coupon.code })}
                      onClick={() => setViewing(coupon.code)}
                    >
                      {t('coupons.redemptions')}
                    </button>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </TableCard>
      {editing !== null && (
        <CouponFormModal coupon={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {viewing !== null && <RedemptionsModal code={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}
