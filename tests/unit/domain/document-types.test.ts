// A transcript original is kept under a type the `documents` bucket takes, whatever the browser
// called the file (tests/integration/storage-bucket-types.test.ts uploads each of these).
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, documentTypeOf } from '../../../src/domain/document-types';

describe('documentTypeOf', () => {
  it('keeps a type the bucket takes', () => {
    expect(documentTypeOf({ name: 'a.pdf', type: 'application/pdf' })).toBe('application/pdf');
    expect(documentTypeOf({ name: 'a.srt', type: 'application/x-subrip' })).toBe('application/x-subrip');
    expect(documentTypeOf({ name: 'a.txt', type: 'Text/Plain;charset=UTF-8' })).toBe('text/plain');
  });

  it('names the type from the extension when the browser left it blank', () => {
    expect(documentTypeOf({ name: 'notes.md', type: '' })).toBe('text/markdown');
    expect(documentTypeOf({ name: 'call.VTT', type: '' })).toBe('text/vtt');
    expect(documentTypeOf({ name: 'call.srt', type: '' })).toBe('text/plain');
    expect(documentTypeOf({ name: 'interview.docx', type: '' })).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('keeps anything else it read as text as text/plain, never as a page or an image', () => {
    expect(documentTypeOf({ name: 'report.html', type: 'text/html' })).toBe('text/plain');
    expect(documentTypeOf({ name: 'logo.svg', type: 'image/svg+xml' })).toBe('text/plain');
    expect(documentTypeOf({ name: 'data.json', type: 'application/json' })).toBe('text/plain');
    for (const name of ['a.html', 'a.svg', 'a.xml', 'a.csv', 'a']) {
      expect(DOCUMENT_TYPES).toContain(documentTypeOf({ name, type: '' }));
    }
  });
});
