// The beta-access gate: the SERVER checks the code (rpc check_beta_code). Unlocked state lives
// in this component only, so it is not kept across visits; the code travels to /register in
// router state.
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ISLAND_HOOK } from '../site-nav';
import { Button, buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { usePrerenderedForm } from '../../../components/ui/prerendered-form';
import { checkBetaCode } from '../visitor-writes';

export function BetaGate() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const [unlocked, setUnlocked] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const live = usePrerenderedForm(formRef, (typed) => {
    if (typed.betaCode !== undefined) setCode(typed.betaCode);
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The schema (and zod) load on the first check, not with the landing page.
    const { betaCodeSchema } = await import('../../../domain/auth-schemas');
    const parsed = betaCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setChecking(true);
    const result = await checkBetaCode(parsed.data);
    setChecking(false);
    if (result === 'granted') {
      toast.success('Access granted! Welcome to the beta.');
      setUnlocked(parsed.data);
      setCode('');
      requestAnimationFrame(() => panelRef.current?.focus());
      return;
    }
    if (result === 'denied') {
      toast.error('Invalid password. Please try again.');
      setCode('');
      inputRef.current?.focus();
    } else if (typeof result === 'object') {
      setError(result.tooMany);
      toast.error(result.tooMany);
    } else {
      toast.error('We could not check your password right now. Please check your connection and try again.');
    }
  };

  if (unlocked) {
    return (
      <div
        ref={panelRef}
        tabIndex={-1}
        data-testid="beta-welcome"
        className="rounded-2xl border-2 border-gold-400 bg-white p-6 text-center shadow-xl sm:p-8"
      >
        <p className="text-xs font-bold tracking-widest text-brand-600 uppercase">Beta access unlocked</p>
        <h2 className="mt-1 text-2xl font-bold text-slate-900">Welcome, founding member</h2>
        <p className="mt-2 text-sm text-slate-600">
          Your seat in the beta is ready. Create your account to start building your story stack, free during the beta.
        </p>
        <Link to="/register" state={{ betaCode: unlocked }} className={buttonClass('gold', 'mt-6 w-full')}>
          Create My Founding Member Account
        </Link>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="beta-title"
      className="rounded-2xl bg-white p-6 shadow-xl sm:p-8"
      data-live={live ? '' : undefined}
    >
      <h2 id="beta-title" className="text-2xl font-bold text-slate-900">
        Have a beta invitation?
      </h2>
      <p className="mt-1 text-sm text-slate-600">Enter the beta access password from your invitation.</p>
      <form ref={formRef} onSubmit={submit} noValidate className="mt-6 space-y-4" {...{ [ISLAND_HOOK.liveOnUse]: '' }}>
        <TextField
          ref={inputRef}
          name="betaCode"
          label="Beta access password"
          type="password"
          autoComplete="off"
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error}
        />
        <Button type="submit" className="w-full" disabled={checking}>
          {checking ? 'Checking...' : 'Unlock Beta Access'}
        </Button>
      </form>
    </section>
  );
}
