// A button that makes a PDF on the device (works offline) and saves it; busy while it is built.
import { useState } from 'react';
import { downloadBlob } from '../ui/clipboard';
import { toast } from '../ui/toast-store';

export function PdfDownloadButton({
  make,
  label,
  busyLabel,
  ariaLabel,
}: {
  make: () => Promise<{ bytes: Uint8Array; fileName: string }>;
  label: string;
  busyLabel: string;
  ariaLabel?: string;
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
      aria-label={ariaLabel}
      className="text-sm font-semibold text-brand-700 hover:underline disabled:opacity-60"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
