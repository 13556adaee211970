import { Link } from 'react-router-dom';
import { PagePlaceholder } from '../../shared/ui/PagePlaceholder';

export function SignupPage() {
  return (
    <PagePlaceholder title="Sign Up">
      <p className="muted">
        Account creation arrives with the auth feature. Already have an account? <Link to="/login">Sign In</Link>
      </p>
    </PagePlaceholder>
  );
}
