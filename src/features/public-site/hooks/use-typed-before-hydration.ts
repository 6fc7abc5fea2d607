// The landing page's forms hydrate after the rest of the page (their chunk comes later), and a
// visitor may already have typed into their prerendered fields: that text is in the DOM only,
// not in React's state. On mount this hands it over once, and says that the form is now live.
import { useEffect, useState, type RefObject } from 'react';

export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  names: readonly string[],
  adopt: (typed: Record<string, string>) => void,
): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    const typed: Record<string, string> = {};
    for (const name of names) {
      const field = form.current?.elements.namedItem(name);
      if (field instanceof HTMLInputElement && field.value !== '') typed[name] = field.value;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
    setLive(true);
    // Once, on mount: later values are React's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return live;
}
