import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, toast, useToastStore } from '../../../../src/components/ui/toast-store';

const messages = () => useToastStore.getState().toasts.map((t) => t.message);

describe('toasts (spec §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    for (const t of useToastStore.getState().toasts) toast.dismiss(t.id);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps at most 20, dropping the oldest', () => {
    for (let i = 0; i < 25; i++) toast(`m${i}`);
    expect(MAX_TOASTS).toBe(20);
    expect(messages()).toHaveLength(20);
    expect(messages()[0]).toBe('m5');
  });

  it('shows success for 2 s, plain and error for 4 s, loading until dismissed', () => {
    toast.success('ok');
    toast('plain');
    toast.error('bad');
    const loading = toast.loading('busy');
    vi.advanceTimersByTime(1999);
    expect(messages()).toEqual(['ok', 'plain', 'bad', 'busy']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual(['plain', 'bad', 'busy']);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual(['busy']);
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['busy']);
    toast.dismiss(loading);
    expect(messages()).toEqual([]);
  });

  it('replaces a loading toast by id with its outcome', () => {
    const id = toast.loading('Saving…');
    toast.success('Saved', id);
    expect(useToastStore.getState().toasts).toEqual([{ id, kind: 'success', message: 'Saved' }]);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual([]);
  });
});
