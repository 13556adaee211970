import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NomineeReply } from '@streamhub/contracts';
import { formatDate, toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { USER_SCOPE } from '../../shared/api/query-keys';
import { useAuth } from '../../shared/auth/use-auth';
import { t as translate, useT } from '../../shared/i18n/i18n';
import { fetchNominee, saveNominee } from './privacy-api';

const nomineeQueryKey = (userId: string) => [USER_SCOPE, userId, 'privacy', 'nominee'] as const;

/** My Account → Privacy: the person who may exercise the account holder's rights on their behalf (docs/privacy.md). */
export function NomineeSection() {
  const t = useT();
  const { user } = useAuth();
  const userId = user?._id ?? '';
  const queryClient = useQueryClient();
  const nominee = useQuery({ queryKey: nomineeQueryKey(userId), queryFn: fetchNominee, enabled: !!userId });
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const current = nominee.data?.nominee ?? null;
  useEffect(() => {
    setName(current?.name ?? '');
    setEmail(current?.email ?? '');
  }, [current?.name, current?.email]);
  const save = useMutation({
    mutationFn: (input: { name: string; email: string }) => saveNominee(input),
    onSuccess: (reply: NomineeReply) => {
      queryClient.setQueryData(nomineeQueryKey(userId), reply);
      toast.success(translate(reply.nominee ? 'privacy.nomineeSaved' : 'privacy.nomineeRemoved'));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ name, email });
  };
  return (
    <section aria-labelledby="privacy-nominee-title">
      <h2 id="privacy-nominee-title">{t('privacy.nomineeTitle')}</h2>
      <p className="muted">{t('privacy.nomineeExplained')}</p>
      {current && (
        <p className="nominee-current" role="status">
          {t('privacy.nomineeCurrent', {
            name: current.name,
            email: current.email,
            date: formatDate(current.nominatedAt),
          })}
        </p>
      )}
      <form className="nominee-form" onSubmit={submit} noValidate>
        <label>
          {t('privacy.nomineeName')}
          <input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        </label>
        <label>
          {t('privacy.nomineeEmail')}
          <input
            type="email"
            value={email}
            maxLength={254}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="off"
          />
        </label>
        <div className="export-actions">
          <button type="submit" className="btn btn-primary" disabled={save.isPending || nominee.isPending}>
            {t('privacy.nomineeSave')}
          </button>
          {current && (
            <button
              type="button"
              className="btn btn-ghost"
              disabled={save.isPending}
              onClick={() => save.mutate({ name: '', email: '' })}
            >
              {t('privacy.nomineeRemove')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
