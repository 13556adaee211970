import { Link } from 'react-router-dom';
import { useT } from '../../shared/i18n/i18n';

export function PrivacyPage() {
  const t = useT();
  return (
    <article className="page legal">
      <h1 className="page-title">{t('legal.privacyPolicy')}</h1>
      <p>{t('legal.thisPolicyExplainsWhatStreamhub')}</p>

      <h2>{t('legal.whatWeCollect')}</h2>
      <ul>
        <li>{t('legal.accountDetailsYouGiveUs')}</li>
        <li>{t('legal.subscriptionAndPaymentRecordsThe')}</li>
        <li>{t('legal.viewingDataNeededToRun')}</li>
        <li>{t('legal.playbackMeasurementsFromOurPlayer')}</li>
        <li>{t('legal.supportQueriesYouSendUs')}</li>
      </ul>

      <h2>{t('legal.payments')}</h2>
      <p>{t('legal.paymentsAreProcessedThroughCard')}</p>

      <h2>{t('legal.howWeUseIt')}</h2>
      <p>{t('legal.toCreateAndSecureYour')}</p>
      <p>{t('legal.playbackMeasurementsAreUsedTo')}</p>

      <h2>{t('legal.children')}</h2>
      <p>{t('legal.streamhubAccountsAreForAdults2')}</p>

      <h2>{t('legal.keepingAndDeletingData')}</h2>
      <p>
        {t('legal.weKeepYourDataWhile')} <Link to="/deletion-policy">{t('legal.dataDeletionPolicy')}</Link>
        {t('legal.paymentRecordsAreKeptFor2')}
      </p>

      <h2>{t('legal.contactAndGrievances')}</h2>
      <p>
        {t('legal.questionsAboutThisPolicy')} <Link to="/contact">{t('legal.contactUs2')}</Link>
        {t('legal.weReplyWithin24Hours')} <Link to="/grievances">{t('legal.grievanceRedressal')}</Link>{' '}
        {t('legal.forTheOfficerSDetails')}
      </p>
    </article>
  );
}
