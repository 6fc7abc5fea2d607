// What a resource card offers: a PDF made on the device (the workbook, a guide), an article in
// the dashboard's reader, a video (embedded when the owner has published it) or a plain note
// when the owner has not provided the file yet. Never a link to nowhere.
import { Link } from 'react-router-dom';
import { PdfDownloadButton } from '../../../components/pdf/pdf-download-button';
import { FRAMEWORKS, STACK_ORDER } from '../../../domain/frameworks';
import { formatDuration, readTime } from '../../../domain/library-search';
import { blogArticle } from '../../../content/site-blog';
import { GUIDES } from '../../../content/guides';
import type { ResourceItem } from '../../../content/library-content';

const linkClass = 'text-sm font-semibold text-brand-700 hover:underline';

async function makePdf(item: ResourceItem): Promise<{ bytes: Uint8Array; fileName: string } | null> {
  const action = item.action;
  if (action.kind === 'workbook') {
    const { makeWorkbookPdf } = await import('../../../components/pdf/workbook-pdf');
    const types = action.frameworks === 'all' ? STACK_ORDER : action.frameworks;
    const bytes = await makeWorkbookPdf(
      types.map((t) => FRAMEWORKS[t]),
      action.frameworks === 'all' ? {} : { title: item.title, subtitle: item.description },
    );
    return { bytes, fileName: action.fileName };
  }
  if (action.kind === 'guide') {
    const { makeGuidePdf } = await import('../guide-pdf');
    return { bytes: await makeGuidePdf(GUIDES[action.guide]), fileName: action.fileName };
  }
  return null;
}

function PdfButton({ item }: { item: ResourceItem }) {
  return (
    <PdfDownloadButton
      label={
        <>
          Download<span className="sr-only"> {item.title}</span> PDF
        </>
      }
      busyLabel="Preparing the PDF…"
      make={async () => {
        const file = await makePdf(item);
        if (!file) throw new Error('not a PDF resource');
        return file;
      }}
    />
  );
}

/** The line under a card's title: a video's length, an article's read time. */
export function resourceMeta(item: ResourceItem): string | null {
  if (item.action.kind === 'video') return formatDuration(item.action.durationSeconds);
  if (item.action.kind === 'article') return readTime(blogArticle(item.action.slug) ?? '');
  if (item.action.kind === 'workbook' || item.action.kind === 'guide') return 'PDF';
  return null;
}

export function ResourceAction({ item }: { item: ResourceItem }) {
  const action = item.action;
  switch (action.kind) {
    case 'workbook':
    case 'guide':
      return <PdfButton item={item} />;
    case 'article':
      return (
        <Link to={`/dashboard/resources?article=${action.slug}`} className={linkClass}>
          Read article
        </Link>
      );
    case 'video':
      return action.embedUrl ? (
        <div className="aspect-video w-full overflow-hidden rounded-lg bg-slate-900">
          <iframe
            src={action.embedUrl}
            title={item.title}
            className="h-full w-full"
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
          />
        </div>
      ) : (
        <p className="text-sm text-slate-600">This video is not published yet.</p>
      );
    case 'unavailable':
      return <p className="text-sm text-slate-600">{action.reason}</p>;
  }
}
