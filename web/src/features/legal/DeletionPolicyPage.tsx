import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../shared/auth/use-auth';

export function DeletionPolicyPage() {
  // Arriving from a deletion request (the profile's Delete Account): the account is closed, so the
  // session ends here, once the signed-in page is gone.
  const { state } = useLocation() as { state: { endSession?: boolean } | null };
  const { token, signOut } = useAuth();
  useEffect(() => {
    if (state?.endSession && token) signOut();
  }, [state, token, signOut]);

  return (
    <article className="page legal">
      <h1 className="page-title">Data Deletion Policy</h1>
      <p>You can ask us to delete your StreamHub account and the personal data linked to it at any time.</p>

      <h2>How to ask</h2>
      <p>
        Sign in, open your <Link to="/profile">Profile</Link> and choose <strong>Delete Account</strong>, then confirm
        with your password. If you cannot sign in, send a request through our <Link to="/contact">Contact Us</Link> page
        from the email address on your account, with the subject “Delete my account”.
      </p>

      <h2>What happens next</h2>
      <ol>
        <li>Your account is closed and you are signed out on every device as soon as you ask.</li>
        <li>We acknowledge your request by email within 72 hours (usually at once).</li>
        <li>
          Your account and personal data, including your profile, watchlist and watch history, are fully removed within
          30 days.
        </li>
        <li>Any subscription stops giving access when the account is closed.</li>
        <li>Changed your mind? Contact us before the removal date and we can reopen the account.</li>
      </ol>

      <h2>What we keep</h2>
      <p>
        Payment records are kept for legal reasons (tax and accounting law), for the period the law requires, without
        your name, email address or mobile number. Payments go through card or in-app billing partners, who keep their
        own records under their own policies. Support queries you sent are kept with the contact details you gave in
        them; ask through <Link to="/contact">Contact Us</Link> to have them removed too.
      </p>

      <h2>Children</h2>
      <p>
        StreamHub accounts are for adults; no one under 18 may hold one (children watch only in a Kids profile of a
        parent&apos;s account). If we learn that an account holder is under 18, we delete the account.
      </p>
    </article>
  );
}
