import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../../shared/api-error';
import { PageHead } from '../../shared/ui/PageHead';
import { TableCard } from '../../shared/ui/TableCard';
import { TableHead } from '../../shared/ui/TableHead';
import { formatDate } from '../users/users-query';
import { useCreateAdvertiserMutation, useListAdvertisersQuery, useListCampaignsQuery } from './ads-api';
import { campaignStatus, formatPaise } from './campaign-form';
import './ads.css';

/** Advertisers: the list and a name to add one. */
function AdvertisersCard() {
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
    <section className="card ads-advertisers" aria-label="Advertisers">
      <h2>Advertisers</h2>
      <form className="toolbar" onSubmit={submit} noValidate>
        <label>
          New advertiser
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={120} placeholder="Brand name" />
        </label>
        <button type="submit" className="btn btn-primary" disabled={creating.isLoading}>
          Add Advertiser
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
            {a.name} <span className="muted">· since {formatDate(a.createdAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin/ads: campaigns with their delivery against the budget, and advertisers. */
export function ManageAdsPage() {
  const navigate = useNavigate();
  const campaigns = useListCampaignsQuery();
  const advertisers = useListAdvertisersQuery();
  const names = new Map((advertisers.data?.advertisers ?? []).map((a) => [a._id, a.name]));
  const rows = campaigns.data?.campaigns ?? [];
  const now = new Date();

  return (
    <section className="users-page ads-page">
      <PageHead
        title="Ads"
        subtitle="Campaigns of the ad-supported plans: targeting, caps and budget; their reports and CSV."
        action={{ label: '+ New Campaign', onClick: () => void navigate('/admin/ads/campaigns/new') }}
      />
      <TableCard list={campaigns} empty={rows.length === 0} emptyMessage="No campaigns yet." filtered={false}>
        <TableHead
          columns={[
            'Campaign',
            'Advertiser',
            'Dates',
            'Priority',
            'Category',
            'Budget (served / total)',
            'CPM',
            'Status',
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
                  {c.house && <div className="muted">House ad</div>}
                </td>
                <td>{names.get(c.advertiserId) ?? '—'}</td>
                <td className="nowrap">
                  {formatDate(c.startAt)} – {formatDate(c.endAt)}
                </td>
                <td>{c.priority}</td>
                <td>{c.category}</td>
                <td className="nowrap">
                  {c.impressions.toLocaleString('en-IN')} /{' '}
                  {c.budgetImpressions === null ? 'no budget' : c.budgetImpressions.toLocaleString('en-IN')}
                </td>
                <td className="nowrap">{c.house ? '—' : formatPaise(c.cpmPaise)}</td>
                <td>
                  <span className={`badge ${status === 'Running' ? 'badge-success' : 'badge-danger'}`}>{status}</span>
                </td>
                <td className="actions-col">
                  <span className="row-actions">
                    <Link className="btn btn-sm btn-ghost" to={`/admin/ads/campaigns/${c._id}`}>
                      Edit
                    </Link>
                    <Link className="btn btn-sm btn-ghost" to={`/admin/ads/campaigns/${c._id}/report`}>
                      Report
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
