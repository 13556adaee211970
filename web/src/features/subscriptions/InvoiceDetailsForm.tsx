import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { GST_STATE_CODES, GST_STATES } from '@streamhub/contracts';
import { toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { useT } from '../../shared/i18n/i18n';
import { useViewerId } from '../catalog/catalog-queries';
import { fetchInvoiceDetails, saveInvoiceDetails } from './billing-api';

/**
 * Profile → Subscriptions → Invoice details: the viewer's state (the place of supply on their GST
 * receipts) and, for a business, its GSTIN; the server checks both (docs/payments.md).
 */
export function InvoiceDetailsForm() {
  const t = useT();
  const viewerId = useViewerId();
  const details = useQuery({
    queryKey: ['invoice-details', viewerId ?? ''],
    queryFn: ({ signal }) => fetchInvoiceDetails(signal),
    enabled: viewerId !== null,
  });
  const [state, setState] = useState('');
  const [gstin, setGstin] = useState('');
  const [busy, setBusy] = useState(false);
  // What the viewer has typed wins over a reply that arrives after they started: the stored details
  // fill the form only while it is untouched.
  const edited = useRef(false);
  useEffect(() => {
    if (!details.data || edited.current) return;
    setState(details.data.state ?? '');
    setGstin(details.data.gstin ?? '');
  }, [details.data]);

  const save = async () => {
    setBusy(true);
    try {
      await saveInvoiceDetails(state, gstin);
      toast.success(t('subscriptions.invoiceDetailsSaved'));
      void details.refetch();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="invoice-details"
      aria-label={t('subscriptions.invoiceDetails')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2>{t('subscriptions.invoiceDetails')}</h2>
      <p className="muted">{t('subscriptions.invoiceDetailsHint')}</p>
      <label>
        {t('subscriptions.buyerState')}
        <select
          value={state}
          required
          onChange={(e) => {
            edited.current = true;
            setState(e.target.value);
          }}
        >
          <option value="">{t('subscriptions.chooseState')}</option>
          {GST_STATE_CODES.map((code) => (
            <option key={code} value={code}>
              {GST_STATES[code]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('subscriptions.gstinOptional')}
        <input
          value={gstin}
          maxLength={15}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            edited.current = true;
            setGstin(e.target.value.toUpperCase());
          }}
        />
      </label>
      <button type="submit" className="btn btn-primary" disabled={busy || !state}>
        {t('subscriptions.saveInvoiceDetails')}
      </button>
    </form>
  );
}
