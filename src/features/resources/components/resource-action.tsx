// What a resource card offers: a PDF made on the device (the workbook, a guide), an article in
// the dashboard's reader, a video (embedded when the owner has published it) or a plain note
// when the owner has not provided the file yet. Never a link to nowhere.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { downloadBlob } from '../../../components/ui/clipboard';
import { toast } from '../../../components/ui/toast-store';
import { blogArticle } from '../../../domain/blog-articles';
import { FRAMEWORKS, STACK_ORDER } from '../../../domain/frameworks';
import { formatDuration, readTime } from '../../../domain/library-search';
import { GUIDES } from '../guides';
import type { ResourceItem } from '../library-content';

const linkClass = 'text-sm font-semibold text-brand-700 hover:underline disabled:opacity-60';

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
    const { makeGuidePdf } = await import('../../../components/pdf/guide-pdf');
    return { bytes: await makeGuidePdf(GUIDES[action.guide]), fileName: action.fileName };
  }
  return null;
}

function PdfButton({ item }: { item: ResourceItem }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await makePdf(item);
      if (file) downloadBlob(file.fileName, new Blob([file.bytes as BlobPart], { type: 'application/pdf' }));
    } catch {
      toast.error('Could not make the PDF. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
      aria-label={`Download ${item.title} (PDF)`}
      className={linkClass}
    >
      {busy ? 'Preparing the PDF…' : 'Download PDF'}
    </button>
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
