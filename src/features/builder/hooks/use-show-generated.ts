// "View Your Story": show the generated text (showGenerated=true) and scroll to it after 300 ms.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const SCROLL_TO_GENERATED_MS = 300;

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
    setTimeout(
      () => document.getElementById('generated-story')?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      SCROLL_TO_GENERATED_MS,
    );
  }, [setParams]);
}
