// Types the headline at 100 ms per character (spec §9) as an enhancement: every character is in
// the HTML from the start (crawlers, screen readers and a page whose script has not run yet see
// the whole text), and a CSS animation reveals them one by one from the first paint, so nothing
// waits for JavaScript and hydration changes nothing. prefers-reduced-motion shows the text at
// once (styles.css). data-typing turns "done" once the last character is shown.
import { useEffect, useRef, useState, type CSSProperties } from 'react';

export const TYPING_MS_PER_CHAR = 100;

export function TypingHeadline({ text, className = '' }: { text: string; className?: string }) {
  const [done, setDone] = useState(false);
  const lastChar = useRef<HTMLSpanElement>(null);
  const chars = [...text];

  useEffect(() => {
    let alive = true;
    const reveal = lastChar.current?.getAnimations?.().find((a) => (a as CSSAnimation).animationName === 'typing-hide');
    if (!reveal) {
      setDone(true);
      return;
    }
    reveal.finished.then(
      () => alive && setDone(true),
      () => alive && setDone(true),
    );
    return () => {
      alive = false;
    };
  }, [text]);

  return (
    <h1 className={className}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" data-typing={done ? 'done' : 'typing'}>
        {chars.map((c, i) => (
          <span
            key={i}
            ref={i === chars.length - 1 ? lastChar : undefined}
            className="typing-char"
            style={{ '--typing-at': `${i * TYPING_MS_PER_CHAR}ms` } as CSSProperties}
          >
            {c}
          </span>
        ))}
        <span
          className="typing-caret ml-1 inline-block w-[0.08em] bg-current align-baseline"
          style={{ '--typing-at': `${chars.length * TYPING_MS_PER_CHAR}ms` } as CSSProperties}
        >
          &nbsp;
        </span>
      </span>
    </h1>
  );
}
