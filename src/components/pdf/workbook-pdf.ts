// The StoryStack workbook: a printable PDF made in the browser from the framework definitions,
// so it downloads offline and always matches the questions the builder asks. One cover with how
// to use it, then per framework its purpose, the question it answers, each section's prompts
// with ruled space to write, and the tips. A subset of frameworks makes a shorter worksheet.
import { FRAMEWORKS, RECOMMENDED_SEQUENCE, STACK_ORDER, type Framework } from '../../domain/frameworks';
import { BRAND, MUTED, openPdf } from './pdf-writer';

export const WORKBOOK_FILE_NAME = 'storystack-workbook.pdf';
export const WORKBOOK_TITLE = 'The StoryStack Workbook';

const HOW_TO_USE = [
  'Print this workbook or fill it in on a tablet. Work through one story at a time; each one answers a question every buyer asks before they say yes.',
  'Answer in your own words, the way you would tell it across a table. Names, numbers, places and a clear before and after make a story believable: write them down even if you are unsure you will use them.',
  'Suggested order: ' + RECOMMENDED_SEQUENCE.map((t) => FRAMEWORKS[t].title).join(', ') + '.',
  'When a story is ready, type your answers into StoryStack (Stories, then Create Story). The app keeps every word on your device, even offline, and turns your answers into a polished story in the tone you choose.',
];

export async function makeWorkbookPdf(
  frameworks: readonly Framework[] = STACK_ORDER.map((t) => FRAMEWORKS[t]),
  options: { title?: string; subtitle?: string } = {},
) {
  const title = options.title ?? WORKBOOK_TITLE;
  const pdf = await openPdf({ title, subject: 'Six stories that turn who you are into what you sell' });

  // Cover.
  pdf.skip(120);
  pdf.write(title, 30, { bold: true, color: BRAND, gap: 8 });
  pdf.write(options.subtitle ?? 'Six stories that turn who you are into what you sell.', 14, {
    color: MUTED,
    gap: 36,
  });
  pdf.write('How to use this workbook', 14, { bold: true, gap: 6 });
  for (const paragraph of HOW_TO_USE) pdf.write(paragraph, 11, { gap: 8 });
  pdf.skip(16);
  pdf.write('Inside', 14, { bold: true, gap: 6 });
  frameworks.forEach((f, i) => pdf.write(`${i + 1}. ${f.title}: ${f.context.question}`, 11, { gap: 2 }));

  frameworks.forEach((framework, i) => {
    pdf.newPage();
    pdf.write(`Story ${i + 1} of ${frameworks.length}`, 10, { color: MUTED, gap: 2 });
    pdf.write(framework.title, 24, { bold: true, color: BRAND, gap: 4 });
    pdf.write(framework.context.headline, 13, { bold: true, gap: 8 });
    pdf.write(`Why it matters: ${framework.context.purpose}`, 11, { gap: 4 });
    pdf.write(`What you will have: ${framework.context.outcome}`, 11, { gap: 4 });
    pdf.write(`The question this story answers: ${framework.context.question}`, 11, { bold: true, gap: 14 });
    for (const section of framework.sections) {
      pdf.ensure(80);
      pdf.write(section.label, 14, { bold: true, color: BRAND, gap: 4 });
      for (const prompt of section.prompts) {
        pdf.write(`- ${prompt}`, 11, { gap: 2 });
        pdf.ruledLines(3);
      }
    }
    if (framework.tips.length > 0) {
      pdf.ensure(60);
      pdf.write('Tips', 13, { bold: true, gap: 4 });
      for (const tip of framework.tips) pdf.write(`- ${tip}`, 11, { color: MUTED, gap: 2 });
    }
  });

  return pdf.finish('StoryStack Workbook');
}
