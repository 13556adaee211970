import { Link } from 'react-router-dom';
import { PagePlaceholder } from '../../shared/ui/PagePlaceholder';

export function ForgotPasswordPage() {
  return (
    <PagePlaceholder title="Forgot Password">
      <p className="muted">
        Password reset arrives with the auth feature. <Link to="/login">Back to Sign In</Link>
      </p>
    </PagePlaceholder>
  );
}
