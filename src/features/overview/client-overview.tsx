// The signed-in home: overall progress, the next framework, and the six stack frameworks.
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { FullPageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { useStories } from '../../data/hooks';
import { FRAMEWORKS, STACK_ORDER } from '../../domain/frameworks';
import { isCompleteOnOverview, latestStoryByFramework, overviewProgress } from '../../domain/progress';

const createLink = (type: string, extra = '') => `/dashboard/stories/create?type=${type}${extra}`;

export function ClientOverview() {
  const stories = useStories();
  if (!stories) return <FullPageSpinner label="Loading your stories" />;
  const progress = overviewProgress(stories);
  const latest = latestStoryByFramework(stories);
  const next = progress.next ? FRAMEWORKS[progress.next] : null;

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <section aria-labelledby="welcome-title" className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
        <p className="text-xs font-semibold tracking-wide text-gold-400 uppercase">Beta · free while we build</p>
        <h1 id="welcome-title" className="mt-2 text-2xl font-bold sm:text-3xl">
          Build your Billion Dollar Blueprint
        </h1>
        <p className="mt-2 max-w-2xl text-brand-100">
          Six stories turn who you are into what you sell: Story Foundation, Market Positioning, Trust Architecture and
          a Revenue Engine. Watch the introduction (coming soon), complete your StoryStack, then meet with your coach.
        </p>
      </section>

      <section aria-labelledby="progress-title" className="grid gap-4 md:grid-cols-5">
        <div className="rounded-xl border border-slate-200 bg-white p-5 md:col-span-3">
          <h2 id="progress-title" className="text-lg font-semibold">
            Your StoryStack progress
          </h2>
          <div className="mt-4 flex items-center justify-between text-sm text-slate-700">
            <span>
              {progress.completedCount} of {progress.total} stories complete
            </span>
            <span className="font-semibold">{progress.percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label="Overall progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            className="mt-2 h-3 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${progress.percent}%` }}
            />
          </div>
          <div className="mt-5">
            {progress.allComplete ? (
              <button
                type="button"
                className={buttonClass('gold')}
                onClick={() => toast('Session booking opens in a later release.')}
              >
                Schedule Session
              </button>
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
            <p className="mt-2 text-slate-800">All six stories are complete. Time to meet with your coach.</p>
          )}
        </div>
      </section>

      <section aria-labelledby="frameworks-title">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="frameworks-title" className="text-lg font-semibold">
            Your six stories
          </h2>
          <Link to="/dashboard/stories/create" className="text-sm font-semibold text-brand-700 hover:underline">
            Create Any Story
          </Link>
        </div>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {STACK_ORDER.map((type, i) => {
            const framework = FRAMEWORKS[type];
            const story = latest.get(type);
            const complete = isCompleteOnOverview(stories, type);
            return (
              <li key={type} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
                <div className="flex items-start justify-between gap-2">
                  <span className="text-xs font-semibold text-slate-500">Story {i + 1}</span>
                  {complete ? (
                    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                      Complete
                    </span>
                  ) : story ? (
                    <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800">
                      In progress
                    </span>
                  ) : null}
                </div>
                <h3 className="mt-1 font-semibold text-slate-900">{framework.title}</h3>
                <p className="mt-1 flex-1 text-sm text-slate-600">{framework.context.question}</p>
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
