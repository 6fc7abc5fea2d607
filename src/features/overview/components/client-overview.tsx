// The founder's and client's home: beta banner, the Blueprint, three steps, progress and the
// next framework, the stack's strength, and the six stack frameworks. Everything counts the
// signed-in user's stack (story-person.ts): their own stories and those written for their client
// record, by the one progress truth (progress.ts); a coach's stories for clients do not count.
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../data/auth/use-auth';
import { useClients, useProfile, useStories } from '../../../data/mirror/hooks';
import { configuredLinks } from '../../../data/config/config';
import { FRAMEWORKS, STACK_ORDER } from '../../../domain/frameworks';
import { completionRule, isComplete, latestStoryByFramework, stackProgress } from '../../../domain/progress';
import { personsStories } from '../../../domain/story-person';
import { stackStrength } from '../../../domain/story-strength';
import { BetaBanner } from './beta-banner';
import { useGreeting } from '../../../data/mirror/greeting';
import { Blueprint } from './blueprint';
import { StackStrengthCard } from './stack-strength-card';
import { ThreeSteps } from './three-steps';
import { WorkbookDownload } from './workbook-download';
import { MeterBar } from '../../../components/ui/meter-bar';

const createLink = (type: string, extra = '') => `/dashboard/stories/create?type=${type}${extra}`;

export function ClientOverview() {
  const { user, role } = useAuth();
  const isClient = role === 'client';
  const allStories = useStories();
  const clients = useClients();
  const profile = useProfile();
  const greeting = useGreeting(user?.id, profile?.name?.trim().split(/\s+/)[0]);
  if (!allStories || !clients) return <FullPageSpinner label="Loading your stories" />;
  const stories = personsStories(allStories, clients, user?.id ?? null);
  const progress = stackProgress(stories);
  const latest = latestStoryByFramework(stories);
  const strength = stackStrength(stories);
  const next = progress.next ? FRAMEWORKS[progress.next] : null;
  const links = configuredLinks();

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <BetaBanner bugReportFormUrl={links.bugReportFormUrl} />
      <Blueprint greeting={greeting} />
      <ThreeSteps completedCount={progress.completedCount} />

      <section aria-labelledby="progress-title" className="grid gap-4 md:grid-cols-5">
        <div className="rounded-xl border border-slate-200 bg-white p-5 md:col-span-3">
          <h2 id="progress-title" className="text-lg font-semibold">
            Your StoryStack progress
          </h2>
          <div className="mt-4 flex items-center justify-between text-sm text-slate-700">
            <span>
              {progress.completedCount} of {progress.total} stories complete · {progress.publishedCount} published
            </span>
            <span className="font-semibold">{progress.percent}%</span>
          </div>
          <p className="mt-1 text-xs text-slate-600">{completionRule(isClient)}</p>
          <div className="mt-2">
            <MeterBar
              role="progressbar"
              label="Overall progress"
              value={progress.percent}
              fill="bg-brand-600"
              height="h-3"
            />
          </div>
          <div className="mt-5">
            {progress.allComplete && links.bookingUrl ? (
              <a href={links.bookingUrl} target="_blank" rel="noopener noreferrer" className={buttonClass('gold')}>
                Schedule Session
                <span className="sr-only"> (opens the booking page in a new tab)</span>
              </a>
            ) : progress.allComplete ? (
              <p className="text-sm text-slate-700">
                {isClient
                  ? 'All six stories are complete. Your coach will send you a link to book your session.'
                  : 'All six stories are complete.'}
              </p>
            ) : (
              <button type="button" disabled className={buttonClass('secondary')}>
                Complete Stories First ({progress.completedCount} of 6)
              </button>
            )}
          </div>
        </div>
        <div className="rounded-xl border border-brand-100 bg-brand-50 p-5 md:col-span-2">
          <h2 className="text-sm font-semibold text-brand-700">Next framework</h2>
          {next ? (
            <>
              <p className="mt-2 text-lg font-semibold text-slate-900">{next.title}</p>
              <p className="mt-1 text-sm text-slate-700">{next.description}</p>
              <Link
                to={createLink(
                  next.type,
                  `${latest.get(next.type) ? `&storyId=${latest.get(next.type)?.id}` : ''}&showVoiceRecorder=true`,
                )}
                className={`${buttonClass('primary')} mt-4`}
              >
                Start
                <span className="sr-only"> {next.title}</span>
              </Link>
            </>
          ) : (
            <p className="mt-2 text-slate-800">
              {isClient
                ? 'All six stories are complete. Time to meet with your coach.'
                : 'All six stories are complete. Time to put them to work.'}
            </p>
          )}
        </div>
      </section>

      <StackStrengthCard strength={strength} />

      <section aria-labelledby="frameworks-title">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="frameworks-title" className="text-lg font-semibold">
            Your six stories
          </h2>
          <div className="flex flex-wrap items-center gap-4">
            <WorkbookDownload />
            <Link to="/dashboard/stories/create" className="text-sm font-semibold text-brand-700 hover:underline">
              Create Any Story
            </Link>
          </div>
        </div>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {STACK_ORDER.map((type, i) => {
            const framework = FRAMEWORKS[type];
            const story = latest.get(type);
            const state = progress.states[type];
            const complete = isComplete(state);
            return (
              <li key={type} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
                <div className="flex items-start justify-between gap-2">
                  <span className="text-xs font-semibold text-slate-500">Story {i + 1}</span>
                  {complete ? (
                    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                      {state === 'published' ? 'Published' : 'Complete'}
                    </span>
                  ) : story ? (
                    <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800">
                      In progress
                    </span>
                  ) : null}
                </div>
                <h3 className="mt-1 font-semibold text-slate-900">{framework.title}</h3>
                <p className="mt-1 flex-1 text-sm text-slate-600">{framework.context.question}</p>
                {story ? (
                  <p className="mt-2 text-xs text-slate-500">Strength {strength.stories[type].score}/100</p>
                ) : null}
                <Link
                  to={story ? `${createLink(type)}&storyId=${story.id}` : createLink(type)}
                  className={`${buttonClass(story ? 'secondary' : 'primary')} mt-4`}
                >
                  {story ? 'Continue Story' : 'Create Story'}
                  <span className="sr-only">: {framework.title}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
