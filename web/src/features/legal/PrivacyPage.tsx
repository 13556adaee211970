import { Link } from 'react-router-dom';

export function PrivacyPage() {
  return (
    <article className="page legal">
      <h1 className="page-title">Privacy Policy</h1>
      <p>This policy explains what StreamHub collects when you use the service, why, and the choices you have.</p>

      <h2>What we collect</h2>
      <ul>
        <li>Account details you give us: name, email address, mobile number and password (stored only as a hash).</li>
        <li>Subscription and payment records: the plan, amount, dates and the payment reference.</li>
        <li>Viewing data needed to run the service, such as your watchlist and watch history.</li>
        <li>
          Playback measurements from our player while you watch: which title and profile, when playback started and how
          long it took to start, your position every 10 seconds, the picture quality and bitrate, buffering, dropped
          frames, pauses for loading, playback errors, and your browser and operating system family (not their versions,
          and not your IP address).
        </li>
        <li>Support queries you send us and our replies.</li>
      </ul>

      <h2>Payments</h2>
      <p>
        Payments are processed through card or in-app billing partners. StreamHub never sees or stores your full card
        details; we keep only the payment reference and the amount the partner confirms.
      </p>

      <h2>How we use it</h2>
      <p>
        To create and secure your account, verify your email, deliver the content your subscription covers, answer
        support queries and meet our legal obligations. We do not sell your personal data.
      </p>
      <p>
        Playback measurements are used to count views and watch time, to see where viewers stop watching, to find and
        fix slow or interrupted playback, and to suggest titles (“Trending now”, “Because you watched”). They are linked
        to your profile, never to your email address, and are shown to our staff only as totals.
      </p>

      <h2>Children</h2>
      <p>
        StreamHub accounts are for adults: the account holder must be 18 or over, and children under 18 do not hold
        accounts. Children watch only inside a Kids profile that a parent or guardian creates in their own account;
        creating it is the parent&apos;s consent, and the parent can remove it at any time.
      </p>

      <h2>Keeping and deleting data</h2>
      <p>
        We keep your data while your account is open. You can delete your account from your profile at any time: we
        acknowledge the request within 72 hours and remove your data within 30 days; see our{' '}
        <Link to="/deletion-policy">Data Deletion Policy</Link>. Payment records are kept for legal reasons, as long as
        the law requires, even after your account is deleted. Playback measurements are kept for at most 13 months and
        are deleted with your account.
      </p>

      <h2>Contact and grievances</h2>
      <p>
        Questions about this policy? <Link to="/contact">Contact us</Link>; we reply within 24 hours. Complaints about
        privacy or content go to our Grievance Officer: see <Link to="/grievances">Grievance Redressal</Link> for the
        officer&apos;s details, the process and its timelines.
      </p>
    </article>
  );
}
