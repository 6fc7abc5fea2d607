// The StoryStack workbook: a printable PDF made in the browser from the framework definitions,
// so it downloads offline and always matches the questions the builder asks. One cover with how
// to use it, then per framework its purpose, the question it answers, each section's prompts
// with ruled space to write, and the tips. pdf-lib loads only when the workbook is asked for.
import { FRAMEWORKS, RECOMMENDED_SEQUENCE, STACK_ORDER, type Framework } from '../../domain/frameworks';

export const WORKBOOK_FILE_NAME = 'storystack-workbook.pdf';
export const WORKBOOK_TITLE = 'The StoryStack Workbook';

const PAGE = { width: 612, height: 792, margin: 56 } as const;
const INK = { r: 0.09, g: 0.11, b: 0.16 };
const MUTED = { r: 0.35, g: 0.38, b: 0.45 };
const BRAND = { r: 0.15, g: 0.27, b: 0.62 };
const RULE = { r: 0.78, g: 0.8, b: 0.85 };

const HOW_TO_USE = [
  'Print this workbook or fill it in on a tablet. Work through one story at a time; each one answers a question every buyer asks before they say yes.',
  'Answer in your own words, the way you would tell it across a table. Names, numbers, places and a clear before and after make a story believable: write them down even if you are unsure you will use them.',
  'Suggested order: ' + RECOMMENDED_SEQUENCE.map((t) => FRAMEWORKS[t].title).join(', ') + '.',
  'When a story is ready, type your answers into StoryStack (Stories, then Create Story). The app keeps every word on your device, even offline, and turns your answers into a polished story in the tone you choose.',
];

export async function makeWorkbookPdf(frameworks: readonly Framework[] = STACK_ORDER.map((t) => FRAMEWORKS[t])) {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(WORKBOOK_TITLE);
  doc.setAuthor('StoryStack');
  doc.setSubject('Six stories that turn who you are into what you sell');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  // The standard fonts cover Western European text; anything else is replaced, never dropped silently.
  const safe = (text: string) =>
    [...text.replace(/[→⟶]/g, '->').replace(/[•]/g, '-')]
      .map((c) => (supported.has(c.codePointAt(0) ?? 0) ? c : '?'))
      .join('');

  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const ensure = (space: number) => {
    if (y - space < PAGE.margin) newPage();
  };

  function wrap(text: string, size: number, font = regular): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of safe(text).split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  function write(
    text: string,
    size: number,
    options: { font?: typeof regular; color?: typeof INK; gap?: number } = {},
  ) {
    const font = options.font ?? regular;
    const leading = size * 1.35;
    for (const line of wrap(text, size, font)) {
      ensure(leading);
      page.drawText(line, { x: PAGE.margin, y: y - size, size, font, color: rgb(...rgbOf(options.color ?? INK)) });
      y -= leading;
    }
    y -= options.gap ?? 0;
  }

  function ruledLines(count: number) {
    for (let i = 0; i < count; i++) {
      ensure(24);
      y -= 24;
      page.drawLine({
        start: { x: PAGE.margin, y },
        end: { x: PAGE.margin + width, y },
        thickness: 0.5,
        color: rgb(...rgbOf(RULE)),
      });
    }
    y -= 10;
  }

  // Cover.
  y -= 120;
  write(WORKBOOK_TITLE, 30, { font: bold, color: BRAND, gap: 8 });
  write('Six stories that turn who you are into what you sell.', 14, { color: MUTED, gap: 36 });
  write('How to use this workbook', 14, { font: bold, gap: 6 });
  for (const paragraph of HOW_TO_USE) write(paragraph, 11, { gap: 8 });
  y -= 16;
  write('Inside', 14, { font: bold, gap: 6 });
  frameworks.forEach((f, i) => write(`${i + 1}. ${f.title}: ${f.context.question}`, 11, { gap: 2 }));

  frameworks.forEach((framework, i) => {
    newPage();
    write(`Story ${i + 1} of ${frameworks.length}`, 10, { color: MUTED, gap: 2 });
    write(framework.title, 24, { font: bold, color: BRAND, gap: 4 });
    write(framework.context.headline, 13, { font: bold, gap: 8 });
    write(`Why it matters: ${framework.context.purpose}`, 11, { gap: 4 });
    write(`What you will have: ${framework.context.outcome}`, 11, { gap: 4 });
    write(`The question this story answers: ${framework.context.question}`, 11, { font: bold, gap: 14 });
    for (const section of framework.sections) {
      ensure(80);
      write(section.label, 14, { font: bold, color: BRAND, gap: 4 });
      for (const prompt of section.prompts) {
        write(`- ${prompt}`, 11, { gap: 2 });
        ruledLines(3);
      }
    }
    if (framework.tips.length > 0) {
      ensure(60);
      write('Tips', 13, { font: bold, gap: 4 });
      for (const tip of framework.tips) write(`- ${tip}`, 11, { color: MUTED, gap: 2 });
    }
  });

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const label = `StoryStack Workbook · page ${i + 1} of ${pages.length}`;
    p.drawText(safe(label), { x: PAGE.margin, y: 28, size: 8, font: regular, color: rgb(...rgbOf(MUTED)) });
  });
  return doc.save();
}

function rgbOf(c: { r: number; g: number; b: number }): [number, number, number] {
  return [c.r, c.g, c.b];
}
