// Reading an uploaded transcript or document as text, in the browser and offline: .txt and .md
// as they are, .srt and .vtt captions as speaker text, .docx through mammoth and .pdf through
// pdf.js. The two libraries load only when such a file is chosen, so no page carries them.
import { captionsToText } from '../../domain/captions';

/** Files over this size are refused before anything is read or saved. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** What the file inputs accept: only formats that really work. */
export const DOCUMENT_ACCEPT = '.txt,.md,.docx,.pdf,.srt,.vtt,text/plain,text/markdown,text/vtt';
export const DOCUMENT_FORMATS_LABEL = '.txt, .md, .docx, .pdf, .srt and .vtt';

export class DocumentReadError extends Error {}

const extension = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

async function docxText(file: Blob): Promise<string> {
  const mammoth = await import('mammoth');
  const data = await file.arrayBuffer();
  // mammoth's browser build reads an ArrayBuffer, its Node build (tests, scripts) a Buffer.
  const NodeBuffer = (globalThis as { Buffer?: { from(data: ArrayBuffer): Uint8Array } }).Buffer;
  const input = NodeBuffer ? { buffer: NodeBuffer.from(data) } : { arrayBuffer: data };
  const { value } = await mammoth.extractRawText(input as { arrayBuffer: ArrayBuffer });
  return value;
}

async function pdfText(file: Blob): Promise<string> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // No eval: the page's CSP forbids it (pdf.js would probe for it and fall back anyway).
  const data = new Uint8Array(await file.arrayBuffer());
  const pdf = await pdfjs.getDocument({ data, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const { items } = await page.getTextContent();
    let line = '';
    const lines: string[] = [];
    for (const item of items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
    pages.push(lines.join('\n'));
  }
  await pdf.destroy();
  return pages.join('\n\n');
}

/** The text of a file, or a DocumentReadError whose message the user can act on. */
export async function readDocumentText(file: File): Promise<string> {
  if (file.size > DOCUMENT_MAX_BYTES)
    throw new DocumentReadError(
      `${file.name} is larger than 10 MB. Please upload a smaller file or paste the text instead.`,
    );
  const type = extension(file.name);
  if (type === 'doc')
    throw new DocumentReadError(
      `${file.name} is an older Word file (.doc). Please save it as .docx or plain text and upload it again.`,
    );
  let text: string;
  try {
    if (type === 'docx') text = await docxText(file);
    else if (type === 'pdf') text = await pdfText(file);
    else if (type === 'srt' || type === 'vtt') text = captionsToText(await file.text());
    else text = await file.text();
  } catch {
    throw new DocumentReadError(`Could not read file ${file.name}. Please ensure it's a text file.`);
  }
  const trimmed = text.replace(/\r\n?/g, '\n').trim();
  if (!trimmed)
    throw new DocumentReadError(
      type === 'pdf'
        ? `${file.name} has no text we can read (it may be a scanned image). Please upload a text version.`
        : `${file.name} is empty.`,
    );
  return trimmed;
}
