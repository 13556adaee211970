import { useState } from 'react';
import type { Coupon } from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';
import { PageHead } from '../../shared/ui/PageHead';
import { SearchField } from '../../shared/ui/SearchField';
import { TableCard } from '../../shared/ui/TableCard';
import { TableHead } from '../../shared/ui/TableHead';
import { formatDate } from '../users/users-query';
import { couponState, discountLabel } from './coupon-form';
import { CouponFormModal } from './CouponFormModal';
import { useListCouponsQuery } from './coupons-api';
import { RedemptionsModal } from './RedemptionsModal';

/** /admin/coupons: discount codes, their windows, caps and uses. */
export function ManageCouponsPage() {
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
        title="Manage Coupons"
        subtitle="Discount codes viewers enter in the plan dialog; the discount is applied by the server."
        action={{ label: '+ Create Coupon', onClick: () => setEditing('new') }}
      />
      <div className="toolbar">
        <SearchField label="Search" placeholder="Search coupon codes..." value={search} onChange={setSearch} />
      </div>
      <TableCard
        list={coupons}
        empty={rows.length === 0}
        emptyMessage={MESSAGES.noCouponsFound}
        filtered={needle !== ''}
      >
        <TableHead columns={['Code', 'Discount', 'Valid', 'Uses', 'Plans', 'Status']} actions />
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
                  {coupon.validFrom ? formatDate(coupon.validFrom) : 'Now'} –{' '}
                  {coupon.validUntil ? formatDate(coupon.validUntil) : 'No end'}
                </td>
                <td className="nowrap">
                  {coupon.redeemed} redeemed
                  <div className="muted">
                    {coupon.used - coupon.redeemed} held · cap {coupon.maxRedemptions ?? '∞'} · {coupon.perUserLimit}{' '}
                    per user
                  </div>
                </td>
                <td>{coupon.planCodes.length === 0 ? 'All plans' : coupon.planCodes.join(', ')}</td>
                <td>
                  <span className={`badge ${state === 'Active' ? 'badge-success' : 'badge-danger'}`}>{state}</span>
                </td>
                <td className="actions-col">
                  <span className="row-actions">
                    <button type="button" className="btn btn-sm btn-ghost" onClick={() => setEditing(coupon)}>
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-ghost"
                      aria-label={`Redemptions of ${coupon.code}`}
                      onClick={() => setViewing(coupon.code)}
                    >
                      Redemptions
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
