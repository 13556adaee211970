import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../shared/auth/use-auth';
import { useT } from '../../shared/i18n/i18n';

export function DeletionPolicyPage() {
  const t = useT();
  // Arriving from a deletion request (the profile's Delete Account): the account is closed, so the
  // session ends here, once the signed-in page is gone.
  const { state } = useLocation() as { state: { endSession?: boolean } | null };
  const { token, signOut } = useAuth();
  useEffect(() => {
    if (state?.endSession && token) signOut();
  }, [state, token, signOut]);

  return (
    <article className="page legal">
      <h1 className="page-title">{t('legal.dataDeletionPolicy')}</h1>
      <p>{t('legal.youCanAskUsTo')}</p>

      <h2>{t('legal.howToAsk')}</h2>
      <p>
        {t('legal.signInOpenYour')} <Link to="/profile">{t('legal.profile')}</Link> {t('legal.andChoose')}{' '}
        <strong>{t('legal.deleteAccount')}</strong>
        {t('legal.thenConfirmWithYourPassword')} <Link to="/contact">{t('legal.contactUs')}</Link>{' '}
        {t('legal.pageFromTheEmailAddress')}
      </p>

      <h2>{t('legal.whatHappensNext')}</h2>
      <ol>
        <li>{t('legal.yourAccountIsClosedAnd')}</li>
        <li>{t('legal.weAcknowledgeYourRequestBy')}</li>
        <li>{t('legal.yourAccountAndPersonalData')}</li>
        <li>{t('legal.anySubscriptionStopsGivingAccess')}</li>
        <li>{t('legal.changedYourMindContactUs')}</li>
      </ol>

      <h2>{t('legal.whatWeKeep')}</h2>
      <p>
        {t('legal.paymentRecordsAreKeptFor')} <Link to="/contact">{t('legal.contactUs')}</Link>{' '}
        {t('legal.toHaveThemRemovedToo')}
      </p>

      <h2>{t('legal.children')}</h2>
      <p>{t('legal.streamhubAccountsAreForAdults')}</p>
    </article>
  );
}
