// One card per stack framework with its progress-view status and Start or View/Edit, and the
// whole stack as one Markdown or PDF document (the PDF is made on the device, offline too).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { downloadBlob, downloadText } from '../../../components/ui/clipboard';
import { toast } from '../../../components/ui/toast-store';
import type { StoryRow } from '../../../data/mirror/types';
import { exportFileName, stackToMarkdown } from '../../../domain/story-export';
import { FRAMEWORKS, STACK_ORDER } from '../../../domain/frameworks';
import { FRAMEWORK_STATE_LABELS, latestStoryByFramework, stackProgress } from '../../../domain/progress';
import { StatusBadge } from './status-badge';

interface Props {
  stories: readonly StoryRow[];
  clientId: string | null;
  /** Whose stack this is ("My StoryStack" or the client's name). */
  heading: string;
}

export function ProgressView({ stories, clientId, heading }: Props) {
  const latest = latestStoryByFramework(stories);
  const { states, completedCount, publishedCount } = stackProgress(stories);
  const [makingPdf, setMakingPdf] = useState(false);
  const download = () => {
    downloadText(exportFileName(heading, 'md'), stackToMarkdown(stories, heading));
    toast.success('Story downloaded!');
  };
  const downloadPdf = async () => {
    setMakingPdf(true);
    try {
      const { makeStackPdf } = await import('../stack-pdf');
      const bytes = await makeStackPdf(stories, heading);
      downloadBlob(exportFileName(heading, 'pdf'), new Blob([bytes as BlobPart], { type: 'application/pdf' }));
      toast.success('Story downloaded!');
    } catch {
      toast.error('Could not make the PDF. Please try again.');
    } finally {
      setMakingPdf(false);
    }
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          {heading}: {completedCount} of 6 complete · {publishedCount} of 6 published
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={download}>
            Download StoryStack (.md)
          </Button>
          <Button variant="secondary" onClick={() => void downloadPdf()} disabled={makingPdf}>
            {makingPdf ? 'Making PDF…' : 'Download StoryStack (.pdf)'}
          </Button>
        </div>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {STACK_ORDER.map((type) => {
          const framework = FRAMEWORKS[type];
          const progress = states[type];
          const story = latest.get(type);
          const href = `/dashboard/stories/create?type=${type}${clientId ? `&client=${clientId}` : ''}${story ? `&storyId=${story.id}` : ''}&showVoiceRecorder=true`;
          return (
            <li key={type} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
              <div className="flex items-start justify-between gap-3">
                <h2 className="font-semibold text-slate-900">{framework.title}</h2>
                <StatusBadge status={progress} label={FRAMEWORK_STATE_LABELS[progress]} />
              </div>
              <p className="mt-1 flex-1 text-sm text-slate-600">{framework.description}</p>
              <Link to={href} className={`${buttonClass(progress === 'not_started' ? 'primary' : 'secondary')} mt-4`}>
                {progress === 'not_started' ? 'Start' : 'View/Edit'}
                <span className="sr-only">: {framework.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
