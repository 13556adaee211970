import { Link } from 'react-router-dom';
import { ACCOUNT_HOLDER_MIN_AGE, CONSENT_PURPOSE_LABELS, PRIVACY_NOTICE_VERSION } from '@streamhub/contracts';
import { PrivacyNotice } from './PrivacyNotice';
import './privacy.css';

/**
 * /privacy: the privacy policy, written from the facts in docs/privacy.md and versioned with the
 * notice shown at sign-up (PRIVACY_NOTICE_VERSION): a change to either asks every account again.
 */
export function PrivacyPolicyPage() {
  return (
    <article className="page legal">
      <h1 className="page-title">Privacy Policy</h1>
      <p className="muted">Version {PRIVACY_NOTICE_VERSION}</p>
      <p>
        This policy explains what StreamHub collects, why, how long we keep it and the rights you have under
        India&apos;s Digital Personal Data Protection Act, 2023. We do not sell your personal data.
      </p>

      <h2>What we collect and why</h2>
      <PrivacyNotice heading="Personal data and its purpose" />
      <p>
        Playback measurements (which title, when it started and how long that took, your position every 10 seconds, the
        picture quality, buffering and errors, your browser and operating system family) are linked to your profile,
        never to your email address, and are shown to our staff only as totals. We do not store your IP address with
        them.
      </p>

      <h2>What needs your consent</h2>
      <p>
        Running your account, your plan and its payments is what our contract with you needs. Two things need your
        separate consent, which you give or refuse at sign-up (nothing is ticked for you) and can change at any time in{' '}
        <Link to="/profile?tab=privacy">My Account → Privacy</Link>, as easily as you gave it:
      </p>
      <ul>
        <li>{CONSENT_PURPOSE_LABELS.personalisation}. Withdrawn, the row disappears at once.</li>
        <li>{CONSENT_PURPOSE_LABELS.marketing}.</li>
      </ul>
      <p>
        Each consent is recorded with the version of this notice you saw, what you agreed to, when, and from which
        network address and browser. When this notice changes, we ask you again the next time you sign in.
      </p>

      <h2>Children</h2>
      <p>
        Account holders must be {ACCOUNT_HOLDER_MIN_AGE} or older; you confirm it at sign-up. Children under{' '}
        {ACCOUNT_HOLDER_MIN_AGE} do not hold accounts: they watch only in a Kids profile that a parent or guardian
        creates inside their own account, and creating it is the parent&apos;s consent. We do not track children: what a
        Kids profile watches is never used for recommendations, “Because you watched”, “Trending now” or any
        personalisation, and is kept only as anonymous totals of playback quality, without the child&apos;s profile.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Account, profiles, watchlist, history and consents: while your account is open.</li>
        <li>
          When you delete your account, it is closed at once and your data is erased after the grace period (at most 30
          days); see our <Link to="/deletion-policy">Data Deletion Policy</Link>.
        </li>
        <li>Payment records and receipts: as long as tax law requires, even after your account is deleted.</li>
        <li>Playback measurements: at most 13 months, and deleted with your account.</li>
      </ul>

      <h2>Your rights</h2>
      <ul>
        <li>See and withdraw each consent, in My Account → Privacy.</li>
        <li>Correct your name and mobile number, in My Account → Profile Details.</li>
        <li>Erase your data by deleting your account.</li>
        <li>Complain to our Grievance Officer, and then to the Data Protection Board of India.</li>
        <li>
          Nominate a person who may exercise these rights for you if you die or cannot act yourself; write to our
          Grievance Officer with their name and email address.
        </li>
      </ul>

      <h2>Payments</h2>
      <p>
        Payments are processed by Razorpay. StreamHub never sees or stores your full card or UPI details; we keep the
        payment reference, the plan, the amount and the dates.
      </p>

      <h2>Grievance Officer</h2>
      <p>
        Questions or complaints about your personal data go to our Grievance Officer: see{' '}
        <Link to="/grievances">Grievance Redressal</Link> for the officer&apos;s name, contact details, the process and
        its timelines. You can also <Link to="/contact">contact us</Link>.
      </p>

      <h2>Data breaches</h2>
      <p>
        If a breach affects your personal data, we tell you by email what happened, which data, what we did and what you
        can do, and we report it to the Data Protection Board of India.
      </p>
    </article>
  );
}
