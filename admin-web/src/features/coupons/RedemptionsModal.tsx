import { Modal } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { TableCard } from '../../shared/ui/TableCard';
import { TableHead } from '../../shared/ui/TableHead';
import { formatInr } from '../subscriptions/plan-form';
import { formatDate } from '../users/users-query';
import { useCouponRedemptionsQuery } from './coupons-api';

const STATUS_LABELS = { held: 'Held (unpaid)', redeemed: 'Redeemed', released: 'Released' } as const;

/** Who used a coupon: one row per order that applied it. */
export function RedemptionsModal({ code, onClose }: { code: string; onClose: () => void }) {
  const list = useCouponRedemptionsQuery({ code });
  const rows = list.data?.redemptions ?? [];
  return (
    <Modal title={`Redemptions · ${code}`} onClose={onClose}>
      <TableCard list={list} empty={rows.length === 0} emptyMessage={MESSAGES.noRedemptions} filtered={false}>
        <TableHead columns={['User', 'Date', 'Order', 'Plan', 'Discount', 'Paid', 'Status']} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.orderId} data-redemption-email={row.userEmail ?? ''}>
              <td>
                <strong>{row.userName ?? 'N/A'}</strong>
                <div className="muted">{row.userEmail ?? 'N/A'}</div>
              </td>
              <td className="nowrap">{formatDate(row.redeemedAt ?? row.createdAt)}</td>
              <td>
                <code>{row.orderId}</code>
                {row.paymentId && <div className="muted">{row.paymentId}</div>}
              </td>
              <td>{row.planCode}</td>
              <td className="nowrap">{formatInr(row.discount)}</td>
              <td className="nowrap">{formatInr(row.amount)}</td>
              <td>
                <span className={`badge ${row.status === 'redeemed' ? 'badge-success' : 'badge-admin'}`}>
                  {STATUS_LABELS[row.status]}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
    </Modal>
  );
}
