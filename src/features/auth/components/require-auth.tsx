// The guard for the protected area (spec §2). A device that knows its user shows the content at
// once. With nobody cached it waits for the session with a spinner, which always ends: in the
// content, a redirect to /login (remembering where the user was going, replacing history), or a
// plain message with Try again when the device is offline or the server does not answer.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { startupProblemText } from '../offline-identity';
import { useAuth } from '../../../data/auth/use-auth';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading, problem, retry } = useAuth();
  const location = useLocation();
  if (user) return <>{children}</>;
  if (problem) {
    const text = startupProblemText(problem);
    return (
      <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-6">
        <section
          role="alert"
          data-testid="startup-problem"
          className="max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
        >
          <h1 className="text-xl font-bold text-slate-900">{text.title}</h1>
          <p className="mt-2 text-slate-700">{text.body}</p>
          <Button className="mt-4" onClick={retry}>
            Try again
          </Button>
        </section>
      </main>
    );
  }
  if (loading) return <FullPageSpinner label="Loading your session" />;
  return <Navigate to="/login" replace state={{ from: location }} />;
}
