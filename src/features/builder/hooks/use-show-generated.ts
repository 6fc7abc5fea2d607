// "View Your Story": show the generated text (showGenerated=true) and scroll to it once it is
// there and the generation dialog has closed: closing a modal <dialog> gives focus back to the
// button that opened it, which scrolls the page, so a scroll made before that is undone (seen on a
// loaded machine, where the close came after a fixed 300 ms wait).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const SCROLL_TO_GENERATED_MS = 300;
const SCROLL_WAIT_LIMIT_MS = 5_000;

export function useShowGenerated(): () => void {
  const [, setParams] = useSearchParams();
  return useCallback(() => {
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('showGenerated', 'true');
        return next;
      },
      { replace: true },
    );
    const giveUpAt = Date.now() + SCROLL_WAIT_LIMIT_MS;
    const scrollWhenReady = () => {
      const story = document.getElementById('generated-story');
      const dialogOpen = document.querySelector('dialog[open]') !== null;
      if (story && !dialogOpen) story.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else if (Date.now() < giveUpAt) requestAnimationFrame(scrollWhenReady);
    };
    setTimeout(scrollWhenReady, SCROLL_TO_GENERATED_MS);
  }, [setParams]);
}
