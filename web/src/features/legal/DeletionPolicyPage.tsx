import { Link } from 'react-router-dom';

export function DeletionPolicyPage() {
  return (
    <article className="page legal">
      <h1 className="page-title">Data Deletion Policy</h1>
      <p>You can ask us to delete your StreamHub account and the personal data linked to it at any time.</p>

      <h2>How to ask</h2>
      <p>
        Send a request through our <Link to="/contact">Contact Us</Link> page from the email address on your account,
        with the subject “Delete my account”.
      </p>

      <h2>What happens next</h2>
      <ol>
        <li>We acknowledge your request within 72 hours.</li>
        <li>Your account, profile, watchlist, watch history and support queries are fully removed within 30 days.</li>
        <li>Any active subscription ends when the account is removed.</li>
      </ol>

      <h2>What we keep</h2>
      <p>
        Payment records are kept for legal reasons (tax and accounting law), for the period the law requires. Payments
        go through card or in-app billing partners, who keep their own records under their own policies.
      </p>

      <h2>Children</h2>
      <p>StreamHub does not serve children under 13. If we learn that an account belongs to one, we delete it.</p>
    </article>
  );
}
