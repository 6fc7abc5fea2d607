// Composition: the public site's layout, told about the session by the auth feature.
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../features/auth/use-auth';
import { SiteLayout } from '../features/public-site/site-layout';
import { toast } from '../components/ui/toast-store';

export function PublicShell() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const onSignOut = () => {
    void signOut()
      .then((done) => {
        if (done) navigate('/');
      })
      .catch(() => toast.error('Could not sign out. Please check your connection and try again.'));
  };
  return <SiteLayout session={{ signedIn: user !== null, onSignOut }} />;
}
