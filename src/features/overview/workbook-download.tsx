// Download the workbook PDF, made on the device (works offline); a spinner while it is built.
import { useState } from 'react';
import { downloadBlob } from '../../components/ui/clipboard';
import { toast } from '../../components/ui/toast-store';

export function WorkbookDownload() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { makeWorkbookPdf, WORKBOOK_FILE_NAME } = await import('../../components/pdf/workbook-pdf');
      const bytes = await makeWorkbookPdf();
      downloadBlob(WORKBOOK_FILE_NAME, new Blob([bytes as BlobPart], { type: 'application/pdf' }));
    } catch {
      toast.error('Could not make the workbook. Please try again.');
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
      className="text-sm font-semibold text-brand-700 hover:underline disabled:opacity-60"
    >
      {busy ? 'Preparing the workbook…' : 'Download the workbook (PDF)'}
    </button>
  );
}
