// The StoryStack workbook: a printable PDF made in the browser from the framework definitions,
// so it downloads offline and always matches the questions the builder asks. One cover with how
// to use it, then per framework its purpose, the question it answers, each section's prompts
// with ruled space to write, and the tips. pdf-lib loads only when the workbook is asked for.
import { FRAMEWORKS, RECOMMENDED_SEQUENCE, STACK_ORDER, type Framework } from '../../domain/frameworks';
import { BRAND, MUTED, createPdfWriter } from '../../domain/pdf-writer';

export const WORKBOOK_FILE_NAME = 'storystack-workbook.pdf';
export const WORKBOOK_TITLE = 'The StoryStack Workbook';

const HOW_TO_USE = [
  'Print this workbook or fill it in on a tablet. Work through one story at a time; each one answers a question every buyer asks before they say yes.',
  'Answer in your own words, the way you would tell it across a table. Names, numbers, places and a clear before and after make a story believable: write them down even if you are unsure you will use them.',
  'Suggested order: ' + RECOMMENDED_SEQUENCE.map((t) => FRAMEWORKS[t].title).join(', ') + '.',
  'When a story is ready, type your answers into StoryStack (Stories, then Create Story). The app keeps every word on your device, even offline, and turns your answers into a polished story in the tone you choose.',
];

export async function makeWorkbookPdf(frameworks: readonly Framework[] = STACK_ORDER.map((t) => FRAMEWORKS[t])) {
  const pdf = await createPdfWriter({
    title: WORKBOOK_TITLE,
    subject: 'Six stories that turn who you are into what you sell',
  });
  const { write } = pdf;

  // Cover.
  pdf.skip(120);
  write(WORKBOOK_TITLE, 30, { bold: true, color: BRAND, gap: 8 });
  write('Six stories that turn who you are into what you sell.', 14, { color: MUTED, gap: 36 });
  write('How to use this workbook', 14, { bold: true, gap: 6 });
  for (const paragraph of HOW_TO_USE) write(paragraph, 11, { gap: 8 });
  pdf.skip(16);
  write('Inside', 14, { bold: true, gap: 6 });
  frameworks.forEach((f, i) => write(`${i + 1}. ${f.title}: ${f.context.question}`, 11, { gap: 2 }));

  frameworks.forEach((framework, i) => {
    pdf.newPage();
    write(`Story ${i + 1} of ${frameworks.length}`, 10, { color: MUTED, gap: 2 });
    write(framework.title, 24, { bold: true, color: BRAND, gap: 4 });
    write(framework.context.headline, 13, { bold: true, gap: 8 });
    write(`Why it matters: ${framework.context.purpose}`, 11, { gap: 4 });
    write(`What you will have: ${framework.context.outcome}`, 11, { gap: 4 });
    write(`The question this story answers: ${framework.context.question}`, 11, { bold: true, gap: 14 });
    for (const section of framework.sections) {
      pdf.ensure(80);
      write(section.label, 14, { bold: true, color: BRAND, gap: 4 });
      for (const prompt of section.prompts) {
        write(`- ${prompt}`, 11, { gap: 2 });
        pdf.ruledLines(3);
      }
    }
    if (framework.tips.length > 0) {
      pdf.ensure(60);
      write('Tips', 13, { bold: true, gap: 4 });
      for (const tip of framework.tips) write(`- ${tip}`, 11, { color: MUTED, gap: 2 });
    }
  });
  return pdf.finish('StoryStack Workbook');
}
