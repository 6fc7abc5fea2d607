// Download the workbook PDF, made on the device (works offline); a spinner while it is built.
import { PdfDownloadButton } from '../../../components/pdf/pdf-download-button';

export function WorkbookDownload() {
  return (
    <PdfDownloadButton
      label="Download the workbook (PDF)"
      busyLabel="Preparing the workbook…"
      make={async () => {
        const { makeWorkbookPdf, WORKBOOK_FILE_NAME } = await import('../../../components/pdf/workbook-pdf');
        return { bytes: await makeWorkbookPdf(), fileName: WORKBOOK_FILE_NAME };
      }}
    />
  );
}
