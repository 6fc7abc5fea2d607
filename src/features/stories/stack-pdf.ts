// The whole story stack as one PDF, made in the browser (offline too): a cover, then each of the
// six frameworks in stack order with its question, the latest story's title and status, the
// finished text when there is one, and every answer under its section label.
import { FRAMEWORKS } from '../../domain/frameworks';
import { statusLabel } from '../../domain/story-rules';
import { stackStories, storyParts, type ExportableStory } from '../../domain/story-export';
import { BRAND, MUTED, openPdf } from '../../components/pdf/pdf-writer';

export async function makeStackPdf(
  stories: readonly ExportableStory[],
  heading = 'My StoryStack',
): Promise<Uint8Array> {
  const pdf = await openPdf({ title: heading, subject: 'A StoryStack: six stories, one business' });
  const stack = stackStories(stories);
  const started = stack.filter((s) => s.latest).length;
  pdf.skip(100);
  pdf.write(heading, 28, { bold: true, color: BRAND, gap: 8 });
  pdf.write(`${started} of ${stack.length} stories started · exported ${new Date().toISOString().slice(0, 10)}`, 12, {
    color: MUTED,
    gap: 24,
  });
  stack.forEach(({ type }, i) =>
    pdf.write(`${i + 1}. ${FRAMEWORKS[type].title}: ${FRAMEWORKS[type].context.question}`, 11, { gap: 2 }),
  );

  stack.forEach(({ type, latest }, i) => {
    pdf.newPage();
    pdf.write(`Story ${i + 1} of ${stack.length}`, 10, { color: MUTED, gap: 2 });
    pdf.write(FRAMEWORKS[type].title, 22, { bold: true, color: BRAND, gap: 4 });
    pdf.write(FRAMEWORKS[type].context.question, 12, { color: MUTED, gap: 14 });
    if (!latest) {
      pdf.write('Not started yet.', 12, { gap: 4 });
      return;
    }
    pdf.write(latest.title.trim() || 'Untitled story', 15, { bold: true, gap: 2 });
    pdf.write(statusLabel(latest.status), 10, { color: MUTED, gap: 12 });
    const finished = latest.generated_content?.trim();
    if (finished) pdf.write(finished, 11, { gap: 14 });
    const parts = storyParts(latest);
    if (parts.length > 0 && finished) pdf.write('Your answers', 13, { bold: true, color: BRAND, gap: 6 });
    for (const [label, text] of parts) {
      pdf.ensure(60);
      pdf.write(label, 12, { bold: true, gap: 2 });
      pdf.write(text, 11, { gap: 10 });
    }
  });
  return pdf.finish(heading);
}
