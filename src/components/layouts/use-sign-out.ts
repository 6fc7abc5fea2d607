// Logout from the dashboard (user menu and sidebar) and the public site's header: the auth
// session's signOut, which first counts unsynced work and asks; home once signed out.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../ui/toast-store';
import { useAuth } from '../../data/auth/use-auth';

export function useSignOut(): () => void {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(() => {
    void signOut()
      .then((done) => {
        if (done) void navigate('/');
      })
      .catch(() => toast.error('Could not sign out. Please check your connection and try again.'));
  }, [signOut, navigate]);
}
