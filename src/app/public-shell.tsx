// Composition: the public site's layout, told about the session by the auth feature.
import { useAuth } from '../data/auth/use-auth';
import { SiteLayout } from '../features/public-site/components/site-layout';
import { useSignOut } from '../components/layouts/use-sign-out';

export function PublicShell() {
  const { user } = useAuth();
  const onSignOut = useSignOut();
  return <SiteLayout session={{ signedIn: user !== null, onSignOut }} />;
}
