import { Modal } from '@streamhub/web-kit';
import { MESSAGES } from '../../shared/messages';
import { TableCard } from '../../shared/ui/TableCard';
import { TableHead } from '../../shared/ui/TableHead';
import { formatDate, formatInr } from '../../shared/i18n/format';
import { useT, type MessageKey } from '../../shared/i18n/i18n';
import { useCouponRedemptionsQuery } from './coupons-api';

const STATUS_KEYS: Record<'held' | 'redeemed' | 'released', MessageKey> = {
  held: 'coupons.redemption.held',
  redeemed: 'coupons.redemption.redeemed',
  released: 'coupons.redemption.released',
};

/** Who used a coupon: one row per order that applied it. */
export function RedemptionsModal({ code, onClose }: { code: string; onClose: () => void }) {
  const t = useT();
  const list = useCouponRedemptionsQuery({ code });
  const rows = list.data?.redemptions ?? [];
  return (
    <Modal title={t('coupons.redemptionsTitle', { code })} onClose={onClose}>
      <TableCard list={list} empty={rows.length === 0} emptyMessage={MESSAGES.noRedemptions} filtered={false}>
        <TableHead
          columns={[
            t('coupons.col.user'),
            t('coupons.col.date'),
            t('coupons.col.order'),
            t('coupons.col.plan'),
            t('coupons.col.discount'),
            t('coupons.col.paid'),
            t('coupons.col.status'),
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.orderId} data-redemption-email={row.userEmail ?? ''}>
              <td>
                <strong>{row.userName ?? t('common.notAvailable')}</strong>
                <div className="muted">{row.userEmail ?? t('common.notAvailable')}</div>
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
                  {t(STATUS_KEYS[row.status])}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </TableCard>
    </Modal>
  );
}
