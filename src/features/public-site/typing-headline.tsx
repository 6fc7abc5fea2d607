// Types the headline at 100 ms per character (spec §9). Screen readers get the whole text at
// once; with prefers-reduced-motion the full text shows immediately.
import { useEffect, useState } from 'react';

export const TYPING_MS_PER_CHAR = 100;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

export function TypingHeadline({ text, className = '' }: { text: string; className?: string }) {
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? text.length : 0));
  useEffect(() => {
    if (prefersReducedMotion()) {
      setShown(text.length);
      return;
    }
    setShown(0);
    const id = setInterval(() => {
      setShown((n) => {
        if (n >= text.length) {
          clearInterval(id);
          return n;
        }
        return n + 1;
      });
    }, TYPING_MS_PER_CHAR);
    return () => clearInterval(id);
  }, [text]);
  const done = shown >= text.length;
  return (
    <h1 className={className}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" data-typing={done ? 'done' : 'typing'}>
        {text.slice(0, shown)}
        <span className={`ml-1 inline-block w-[0.08em] bg-current align-baseline ${done ? 'animate-pulse' : ''}`}>
          &nbsp;
        </span>
      </span>
    </h1>
  );
}
