// One card of the settings page: a titled section with an optional line under the title.
import { useId, type ReactNode } from 'react';

export function SettingsCard({
  title,
  intro,
  children,
  tone = 'plain',
  testId,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'danger';
  testId?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className={`rounded-xl border bg-white p-4 sm:p-6 ${tone === 'danger' ? 'border-red-200' : 'border-slate-200'}`}
    >
      <h2 id={id} className={`text-lg font-semibold ${tone === 'danger' ? 'text-red-800' : 'text-slate-900'}`}>
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A labelled on/off switch with a line saying what it does. */
export function ToggleRow({
  label,
  description,
  checked,
  onChange,
  name,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange(value: boolean): void;
  name: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-slate-600">
          {description}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        name={name}
        aria-checked={checked}
        aria-describedby={`${id}-description`}
        onClick={() => onChange(!checked)}
        className={`relative mt-1 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${
          checked ? 'bg-brand-600' : 'bg-slate-400'
        }`}
      >
        <span
          aria-hidden="true"
          style={{ backgroundColor: '#ffffff' }}
          className={`inline-block size-5 rounded-full shadow transition-transform ${
            checked ? 'translate-x-5' : 'translate-x-0.5'
          }`}
        />
      </button>
    </div>
  );
}
