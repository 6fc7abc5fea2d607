// The stories grid. Small lists are a plain grid; past VIRTUALIZE_FROM stories only the rows near
// the viewport are rendered (@tanstack/react-virtual on the window's scroll), so 5,000 stories in
// the mirror cost what a screenful does. Rows keep the grid's columns (1, 2 or 3 by width).
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

export const VIRTUALIZE_FROM = 60;
const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';
const ROW_ESTIMATE_PX = 180;

function subscribeWidth(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The grid's column count at the current width (Tailwind's sm = 640 px, xl = 1280 px). */
function useColumns(): number {
  return useSyncExternalStore(
    subscribeWidth,
    () => (window.innerWidth >= 1280 ? 3 : window.innerWidth >= 640 ? 2 : 1),
    () => 1,
  );
}

interface Props<T> {
  items: readonly T[];
  keyOf(item: T): string;
  render(item: T): ReactNode;
}

export function StoryGrid<T>({ items, keyOf, render }: Props<T>) {
  if (items.length < VIRTUALIZE_FROM) {
    return (
      <ul className={GRID}>
        {items.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
    );
  }
  return <VirtualGrid items={items} keyOf={keyOf} render={render} />;
}

function VirtualGrid<T>({ items, keyOf, render }: Props<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const columns = useColumns();
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(top + window.scrollY);
  }, []);
  const rows = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 4,
    scrollMargin,
  });

  return (
    <ul
      ref={listRef}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
      data-virtual="true"
      aria-label={`${items.length} stories`}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <li
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute top-0 left-0 w-full pb-4"
          style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          <ul className={GRID}>
            {items.slice(row.index * columns, row.index * columns + columns).map((item, i) => (
              <li key={keyOf(item)} aria-setsize={items.length} aria-posinset={row.index * columns + i + 1}>
                {render(item)}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
