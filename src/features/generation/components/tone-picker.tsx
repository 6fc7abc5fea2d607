// The tone picker: the author-voice tone (the default) and the five named tones.
import { useId } from 'react';
import { env } from '../../../data/config/config';
import { toneOptions } from '../../../domain/frameworks';

export function TonePicker({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
}) {
  const id = useId();
  const options = toneOptions(env.ownerName);
  const current = options.find((o) => o.value === value) ?? options[0];
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Tone
      </label>
      <select
        id={id}
        value={current.value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 sm:text-sm"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <p className="text-xs text-slate-600">{current.description}</p>
    </div>
  );
}
