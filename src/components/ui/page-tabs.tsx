// A row of tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between them; the caller
// renders the panel with tabPanelProps(). Scrolls sideways on a phone instead of wrapping.
import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<Id extends string> {
  readonly id: Id;
  readonly label: string;
}

interface Props<Id extends string> {
  /** Unique on the page: prefixes the tab and panel ids. */
  idBase: string;
  label: string;
  tabs: readonly TabItem<Id>[];
  active: Id;
  onChange(id: Id): void;
}

export const tabId = (idBase: string, id: string) => `${idBase}-tab-${id}`;
export const panelId = (idBase: string, id: string) => `${idBase}-panel-${id}`;

export function tabPanelProps(idBase: string, id: string) {
  return { role: 'tabpanel', id: panelId(idBase, id), 'aria-labelledby': tabId(idBase, id), tabIndex: 0 } as const;
}

export function PageTabs<Id extends string>({ idBase, label, tabs, active, onChange }: Props<Id>) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((t) => t.id === active);
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onChange(tabs[next].id);
    refs.current[tabs[next].id]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1"
    >
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, tab.id)}
            aria-selected={selected}
            aria-controls={panelId(idBase, tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            className={`-mb-px shrink-0 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold ${
              selected
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
