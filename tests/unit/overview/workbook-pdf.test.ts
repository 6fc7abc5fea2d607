// The workbook PDF is built from the framework definitions: read it back with pdf.js and find
// every framework, its question, each section and each prompt, on numbered pages.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { FRAMEWORKS, STACK_ORDER } from '../../../src/domain/frameworks';
import { WORKBOOK_TITLE, makeWorkbookPdf } from '../../../src/components/pdf/workbook-pdf';

async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string; title: unknown }> {
  const pdf = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    parts.push(content.items.map((i) => ('str' in i ? i.str : '')).join('\n'));
  }
  const { info } = await pdf.getMetadata();
  return { pages: pdf.numPages, text: parts.join('\n'), title: (info as { Title?: string }).Title };
}

describe('the workbook PDF', () => {
  it('holds every stack framework, its question, sections and prompts', async () => {
    const { pages, text, title } = await pdfText(await makeWorkbookPdf());
    expect(title).toBe(WORKBOOK_TITLE);
    expect(pages).toBeGreaterThanOrEqual(1 + STACK_ORDER.length);
    const flat = text.replace(/\s+/g, ' ');
    for (const type of STACK_ORDER) {
      const f = FRAMEWORKS[type];
      expect(flat).toContain(f.title);
      expect(flat).toContain(`The question this story answers: ${f.context.question}`);
      for (const s of f.sections) {
        expect(flat).toContain(s.label);
        // Prompts wrap across lines; their first words are on one line.
        for (const p of s.prompts) expect(flat).toContain(p.split(' ').slice(0, 4).join(' '));
      }
    }
    expect(flat).toContain(`StoryStack Workbook · page ${pages} of ${pages}`);
  }, 30_000);
});

describe('the story stack PDF', () => {
  it('holds each stack story’s finished text and answers, and says which are not started', async () => {
    const { makeStackPdf } = await import('../../../src/features/stories/stack-pdf');
    const stories = [
      {
        id: 'b1',
        title: 'Why the bakery exists',
        framework_type: 'backstory',
        status: 'published',
        content: { origin: 'A rented garage on Mill Lane and one oven.' },
        generated_content: 'In 2019 Maya rented a garage and baked forty loaves a night.',
        updated_at: '2026-11-20T10:00:00Z',
        deleted_at: null,
      },
      {
        id: 'b0',
        title: 'An older draft',
        framework_type: 'backstory',
        status: 'draft',
        content: { origin: 'Older words.' },
        generated_content: null,
        updated_at: '2026-11-01T10:00:00Z',
        deleted_at: null,
      },
    ];
    const { pages, text, title } = await pdfText(await makeStackPdf(stories, 'Maya’s StoryStack'));
    const flat = text.replace(/\s+/g, ' ');
    expect(title).toBe('Maya’s StoryStack');
    expect(pages).toBe(1 + STACK_ORDER.length);
    expect(flat).toContain('Why the bakery exists');
    expect(flat).toContain('In 2019 Maya rented a garage and baked forty loaves a night.');
    expect(flat).toContain('A rented garage on Mill Lane and one oven.');
    expect(flat).not.toContain('Older words.');
    expect(flat).toContain('1 of 6 stories started');
    expect(flat.match(/Not started yet\./g)).toHaveLength(5);
  }, 30_000);
});
