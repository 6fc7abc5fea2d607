// A button that makes a PDF on the device (works offline) and saves it; busy while it is built.
import { useState, type ReactNode } from 'react';
import { downloadBlob } from '../ui/clipboard';
import { toast } from '../ui/toast-store';

export function PdfDownloadButton({
  make,
  label,
  busyLabel,
}: {
  make: () => Promise<{ bytes: Uint8Array; fileName: string }>;
  /** What the button says; words only a screen reader needs go in an sr-only span (an aria-label would hide the visible words). */
  label: ReactNode;
  busyLabel: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await make();
      downloadBlob(file.fileName, new Blob([file.bytes as BlobPart], { type: 'application/pdf' }));
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
      className="text-sm font-semibold text-brand-700 hover:underline disabled:opacity-60"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
