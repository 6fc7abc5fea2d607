// A written guide as a PDF (the resource libraries' guides and certification material): a cover
// with the title and summary, then headed sections of paragraphs, bullets and writing space.
import type { GuideDocument } from '../../content/guides';
import { BRAND, MUTED, openPdf } from '../../components/pdf/pdf-writer';

export async function makeGuidePdf(guide: GuideDocument): Promise<Uint8Array> {
  const pdf = await openPdf({ title: guide.title, subject: guide.summary });
  pdf.skip(60);
  pdf.write(guide.title, 26, { bold: true, color: BRAND, gap: 8 });
  pdf.write(guide.summary, 13, { color: MUTED, gap: 28 });
  for (const section of guide.sections) {
    pdf.ensure(70);
    pdf.write(section.heading, 15, { bold: true, color: BRAND, gap: 6 });
    for (const p of section.paragraphs ?? []) pdf.write(p, 11, { gap: 8 });
    for (const b of section.bullets ?? []) pdf.write(`- ${b}`, 11, { gap: 4 });
    if (section.writingLines) pdf.ruledLines(section.writingLines);
    pdf.skip(10);
  }
  return pdf.finish(guide.title);
}
