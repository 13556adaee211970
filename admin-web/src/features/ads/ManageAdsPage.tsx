import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../../shared/api-error';
import { PageHead } from '../../shared/ui/PageHead';
import { TableCard } from '../../shared/ui/TableCard';
import { TableHead } from '../../shared/ui/TableHead';
import { formatDate, formatNumber } from '../../shared/i18n/format';
import { useT } from '../../shared/i18n/i18n';
import { useCreateAdvertiserMutation, useListAdvertisersQuery, useListCampaignsQuery } from './ads-api';
import { CAMPAIGN_STATUS_KEYS, campaignStatus, formatPaise } from './campaign-form';
import './ads.css';

/** Advertisers: the list and a name to add one. */
function AdvertisersCard() {
  const t = useT();
  const advertisers = useListAdvertisersQuery();
  const [create, creating] = useCreateAdvertiserMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await create({ advertiserDto: { name: name.trim() } }).unwrap();
      setName('');
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };
  return (
    <section className="card ads-advertisers" aria-label={t('ads.advertisers')}>
      <h2>{t('ads.advertisers')}</h2>
      <form className="toolbar" onSubmit={submit} noValidate>
        <label>
          {t('ads.newAdvertiser')}
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={120}
            placeholder={t('ads.brandName')}
          />
        </label>
        <button type="submit" className="btn btn-primary" disabled={creating.isLoading}>
          {t('ads.addAdvertiser')}
        </button>
      </form>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <ul className="ads-advertiser-list">
        {(advertisers.data?.advertisers ?? []).map((a) => (
          <li key={a._id}>
            {a.name} <span className="muted">· {t('ads.since', { date: formatDate(a.createdAt) })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin/ads: campaigns with their delivery against the budget, and advertisers. */
export function ManageAdsPage() {
  const t = useT();
  const navigate = useNavigate();
  const campaigns = useListCampaignsQuery();
  const advertisers = useListAdvertisersQuery();
  const names = new Map((advertisers.data?.advertisers ?? []).map((a) => [a._id, a.name]));
  const rows = campaigns.data?.campaigns ?? [];
  const now = new Date();

  return (
    <section className="users-page ads-page">
      <PageHead
        title={t('ads.title')}
        subtitle={t('ads.subtitle')}
        action={{ label: t('ads.newButton'), onClick: () => void navigate('/admin/ads/campaigns/new') }}
      />
      <TableCard list={campaigns} empty={rows.length === 0} emptyMessage={t('ads.none')} filtered={false}>
        <TableHead
          columns={[
            t('ads.col.campaign'),
            t('ads.col.advertiser'),
            t('ads.col.dates'),
            t('ads.col.priority'),
            t('ads.col.category'),
            t('ads.col.budget'),
            t('ads.col.cpm'),
            t('ads.col.status'),
          ]}
          actions
        />
        <tbody>
          {rows.map((c) => {
            const status = campaignStatus(c, now);
            return (
              <tr key={c._id} data-campaign-id={c._id}>
                <td>
                  <strong>{c.name}</strong>
                  {c.house && <div className="muted">{t('ads.houseAd')}</div>}
                </td>
                <td>{names.get(c.advertiserId) ?? '—'}</td>
                <td className="nowrap">
                  {formatDate(c.startAt)} – {formatDate(c.endAt)}
                </td>
                <td>{formatNumber(c.priority)}</td>
                <td>{c.category}</td>
                <td className="nowrap">
                  {formatNumber(c.impressions)} /{' '}
                  {c.budgetImpressions === null ? t('ads.noBudget') : formatNumber(c.budgetImpressions)}
                </td>
                <td className="nowrap">{c.house ? '—' : formatPaise(c.cpmPaise)}</td>
                <td>
                  <span className={`badge ${status === 'Running' ? 'badge-success' : 'badge-danger'}`}>
                    {t(CAMPAIGN_STATUS_KEYS[status])}
                  </span>
                </td>
                <td className="actions-col">
                  <span className="row-actions">
                    <Link className="btn btn-sm btn-ghost" to={`/admin/ads/campaigns/${c._id}`}>
                      {t('common.edit')}
                    </Link>
                    <Link className="btn btn-sm btn-ghost" to={`/admin/ads/campaigns/${c._id}/report`}>
                      {t('ads.report')}
                    </Link>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </TableCard>
      <AdvertisersCard />
    </section>
  );
}
