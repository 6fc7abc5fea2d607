// Reading uploaded files as text: Word (.docx, built here with the zip library mammoth uses),
// captions, plain text, and the refusals with messages the user can act on. PDF is read in
// Chromium by the e2e suite (pdf.js needs a browser's worker).
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, DocumentReadError, readDocumentText } from '../../../../src/data/device/document-text';
import { docxWithParagraphs } from '../../../support/document-fixtures';

async function docx(paragraphs: string[]): Promise<File> {
  return new File([new Uint8Array(await docxWithParagraphs(paragraphs))], 'interview.docx');
}

const refusal = async (file: File) => {
  try {
    await readDocumentText(file);
  } catch (error) {
    expect(error).toBeInstanceOf(DocumentReadError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
};

describe('readDocumentText', () => {
  it('reads a Word document’s paragraphs', async () => {
    const text = await readDocumentText(await docx(['Interview with Luis Moreno', 'We opened in 2009.']));
    expect(text).toBe('Interview with Luis Moreno\n\nWe opened in 2009.');
  });

  it('turns captions into speaker text and reads text files as they are', async () => {
    const vtt = new File(['WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n<v Ada>Why bread?\n'], 'call.vtt');
    expect(await readDocumentText(vtt)).toBe('Ada: Why bread?');
    expect(await readDocumentText(new File(['  Notes\r\nline two  '], 'notes.md'))).toBe('Notes\nline two');
  });

  it.each([
    [new File(['x'], 'old.doc'), /older Word file \(\.doc\)\. Please save it as \.docx/],
    [new File(['not a zip'], 'broken.docx'), /^Could not read file broken\.docx\. Please ensure it's a text file\.$/],
    [new File(['   '], 'blank.txt'), /^blank\.txt is empty\.$/],
  ])('refuses %s with a clear message', async (file, message) => {
    expect(await refusal(file)).toMatch(message);
  });

  it('refuses a file over the size limit before reading it', async () => {
    const big = new File([new Uint8Array(DOCUMENT_MAX_BYTES + 1)], 'huge.txt');
    expect(await refusal(big)).toBe(
      'huge.txt is larger than 10 MB. Please upload a smaller file or paste the text instead.',
    );
  });
});
