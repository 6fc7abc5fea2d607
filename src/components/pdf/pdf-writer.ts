// A small text layout on pdf-lib for the documents the app makes on the device (the workbook,
// the guides): wrapped paragraphs, ruled writing space, page breaks and a numbered footer.
// pdf-lib loads only when a document is asked for.

const PAGE = { width: 612, height: 792, margin: 56 } as const;
export const INK = { r: 0.09, g: 0.11, b: 0.16 };
export const MUTED = { r: 0.35, g: 0.38, b: 0.45 };
export const BRAND = { r: 0.15, g: 0.27, b: 0.62 };
const RULE = { r: 0.78, g: 0.8, b: 0.85 };

type Colour = typeof INK;

export interface PdfWriter {
  write(text: string, size: number, options?: { bold?: boolean; color?: Colour; gap?: number }): void;
  ruledLines(count: number): void;
  newPage(): void;
  /** Starts a new page unless `space` points fit on this one. */
  ensure(space: number): void;
  /** Moves the pen down. */
  skip(points: number): void;
  /** Numbers the pages ("{footer} · page N of M") and returns the file's bytes. */
  finish(footer: string): Promise<Uint8Array>;
}

export async function openPdf(meta: { title: string; subject: string }): Promise<PdfWriter> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setAuthor('StoryStack');
  doc.setSubject(meta.subject);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  // The standard fonts cover Western European text; anything else is replaced, never dropped silently.
  const safe = (text: string) =>
    [...text.replace(/[→⟶]/g, '->').replace(/[•]/g, '-').replace(/[‘’]/g, "'").replace(/[“”]/g, '"')]
      .map((c) => (c === '\n' || supported.has(c.codePointAt(0) ?? 0) ? c : '?'))
      .join('');
  const colour = (c: Colour) => rgb(c.r, c.g, c.b);

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

  // Line breaks in the text start new lines (a story's paragraphs stay paragraphs).
  function wrap(text: string, size: number, font: typeof regular): string[] {
    const lines: string[] = [];
    for (const paragraph of safe(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > width && line) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  }

  return {
    write(text, size, options = {}) {
      const font = options.bold ? bold : regular;
      const leading = size * 1.35;
      for (const line of wrap(text, size, font)) {
        ensure(leading);
        page.drawText(line, { x: PAGE.margin, y: y - size, size, font, color: colour(options.color ?? INK) });
        y -= leading;
      }
      y -= options.gap ?? 0;
    },
    ruledLines(count) {
      for (let i = 0; i < count; i++) {
        ensure(24);
        y -= 24;
        page.drawLine({
          start: { x: PAGE.margin, y },
          end: { x: PAGE.margin + width, y },
          thickness: 0.5,
          color: colour(RULE),
        });
      }
      y -= 10;
    },
    newPage,
    ensure,
    skip(points) {
      y -= points;
    },
    async finish(footer) {
      const pages = doc.getPages();
      pages.forEach((p, i) => {
        p.drawText(safe(`${footer} · page ${i + 1} of ${pages.length}`), {
          x: PAGE.margin,
          y: 28,
          size: 8,
          font: regular,
          color: colour(MUTED),
        });
      });
      return doc.save();
    },
  };
}
