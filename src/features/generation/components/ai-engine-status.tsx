// For the settings page: which engine writes the stories (never a key), and for admins a button
// that asks the provider for a one-word answer to check the connection.
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../data/auth/use-auth';
import { fetchAiEngine, type AiEngineInfo } from '../../../data/remote/functions';

const KIND_LABEL: Record<AiEngineInfo['kind'], string> = {
  openai: 'OpenAI-compatible API',
  anthropic: 'Anthropic',
  offline: 'Offline composer (no AI service configured)',
};

export function AiEngineStatus() {
  const { role } = useAuth();
  const [info, setInfo] = useState<AiEngineInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);

  useEffect(() => {
    let alive = true;
    void fetchAiEngine().then((answer) => {
      if (!alive) return;
      if (answer.ok) setInfo(answer.data);
      else
        setError(
          answer.status === null
            ? 'You are offline: the AI engine can be checked when you are online.'
            : answer.message,
        );
    });
    return () => {
      alive = false;
    };
  }, []);

  async function test() {
    setTesting(true);
    const answer = await fetchAiEngine(true);
    setTesting(false);
    if (answer.ok) setInfo(answer.data);
    else setError(answer.message);
  }

  return (
    <section
      aria-labelledby="ai-engine-title"
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="ai-engine-status"
    >
      <h2 id="ai-engine-title" className="text-lg font-semibold text-slate-900">
        AI engine
      </h2>
      {info ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">Engine</dt>
          <dd className="text-slate-900">{KIND_LABEL[info.kind]}</dd>
          {info.model ? (
            <>
              <dt className="text-slate-600">Model</dt>
              <dd className="text-slate-900">{info.model}</dd>
            </>
          ) : null}
          {info.baseUrl ? (
            <>
              <dt className="text-slate-600">Address</dt>
              <dd className="break-all text-slate-900">{info.baseUrl}</dd>
            </>
          ) : null}
          <dt className="text-slate-600">Speech to text</dt>
          <dd className="text-slate-900">
            {info.transcription ? 'Available' : 'Not configured: voice notes are kept as audio'}
          </dd>
        </dl>
      ) : error ? null : (
        <p className="text-sm text-slate-600">Checking…</p>
      )}
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      {info?.test ? (
        <p role="status" className={`text-sm ${info.test.ok ? 'text-emerald-800' : 'text-red-700'}`}>
          {info.test.message} ({info.test.latencyMs} ms)
        </p>
      ) : null}
      {role === 'admin' && info ? (
        <Button variant="secondary" disabled={testing} onClick={() => void test()}>
          {testing ? 'Testing…' : 'Test connection'}
        </Button>
      ) : null}
    </section>
  );
}
