// "Choose Your Framework": the six stack frameworks (in the recommended sequence when a client
// is given), each with its tips, a guidance dialog and Start This Framework.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useAuth } from '../../../data/auth/use-auth';
import type { ClientRow } from '../../../data/mirror/types';
import { FRAMEWORKS, RECOMMENDED_SEQUENCE, STACK_ORDER, type Framework } from '../../../domain/frameworks';

export function FrameworkChooser({ client }: { client: ClientRow | null }) {
  const { user } = useAuth();
  const [guide, setGuide] = useState<Framework | null>(null);
  const order = client ? RECOMMENDED_SEQUENCE : STACK_ORDER;
  const clientParam = client ? `&client=${client.id}` : '';
  const others = client ? [] : [FRAMEWORKS.five_point, FRAMEWORKS.mad_libs];

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      {client && client.user_id !== user?.id ? (
        <p className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900">
          Creating Story for {client.name}
        </p>
      ) : null}
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Choose Your Framework</h1>
        <p className="mt-1 text-slate-600">
          {client
            ? 'Work through the stack in the recommended sequence: each story builds on the one before.'
            : 'Six frameworks make up your story stack. Pick one to begin; you can come back to the others any time.'}
        </p>
      </div>
      <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {order.map((type, i) => (
          <FrameworkCard
            key={type}
            framework={FRAMEWORKS[type]}
            step={client ? i + 1 : null}
            href={`/dashboard/stories/create?type=${type}${clientParam}`}
            onGuide={setGuide}
          />
        ))}
      </ol>
      {others.length > 0 ? (
        <section aria-labelledby="more-frameworks">
          <h2 id="more-frameworks" className="text-lg font-semibold text-slate-900">
            More frameworks
          </h2>
          <ul className="mt-3 grid gap-4 md:grid-cols-2">
            {others.map((f) => (
              <FrameworkCard
                key={f.type}
                framework={f}
                step={null}
                href={`/dashboard/stories/create?type=${f.type}`}
                onGuide={setGuide}
              />
            ))}
          </ul>
        </section>
      ) : null}
      <Dialog open={guide !== null} title={guide ? `${guide.title}: guidance` : ''} onClose={() => setGuide(null)}>
        {guide ? (
          <>
            <div className="grid aspect-video place-items-center rounded-lg bg-slate-100 text-sm text-slate-600">
              Guidance video coming soon
            </div>
            <dl className="space-y-2 text-sm text-slate-700">
              <div>
                <dt className="font-semibold text-slate-900">Purpose</dt>
                <dd>{guide.context.purpose}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Outcome</dt>
                <dd>{guide.context.outcome}</dd>
              </div>
            </dl>
            <div className="flex justify-end">
              <Button variant="secondary" onClick={() => setGuide(null)}>
                Close
              </Button>
            </div>
          </>
        ) : null}
      </Dialog>
    </div>
  );
}

interface CardProps {
  framework: Framework;
  step: number | null;
  href: string;
  onGuide(f: Framework): void;
}

function FrameworkCard({ framework, step, href, onGuide }: CardProps) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex items-center gap-2">
        {step !== null ? (
          <span
            className="grid size-6 place-items-center rounded-full bg-brand-600 text-xs font-bold text-white"
            aria-label={`Step ${step}`}
          >
            {step}
          </span>
        ) : null}
        <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {framework.context.question}
        </span>
      </div>
      <h2 className="mt-2 text-lg font-semibold text-slate-900">{framework.title}</h2>
      <p className="mt-1 text-sm text-slate-600">{framework.description}</p>
      <h3 className="mt-4 text-xs font-semibold text-slate-900 uppercase">Tips</h3>
      <ul className="mt-1 flex-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {framework.tips.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap gap-2">
        <Link to={href} className={buttonClass('primary')}>
          Start This Framework
          <span className="sr-only">: {framework.title}</span>
        </Link>
        <Button variant="ghost" onClick={() => onGuide(framework)}>
          Watch guidance
          <span className="sr-only">: {framework.title}</span>
        </Button>
      </div>
    </li>
  );
}
