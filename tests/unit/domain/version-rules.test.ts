// When a save keeps a version (src/domain/version-rules.ts): a table of cases.
import { describe, expect, it } from 'vitest';
import {
  VERSION_CHECKPOINT_MS,
  VERSION_PAUSE_MS,
  keepsVersionBefore,
  reasonAfter,
  sameText,
  type KeepInput,
  type VersionText,
} from '../../../src/domain/version-rules';

const T0 = Date.parse('2026-11-24T10:00:00Z');
const MIN = 60_000;
const text = (hook: string, generated: string | null = null): VersionText => ({
  content: { hook },
  generated_content: generated,
});

function input(over: Partial<KeepInput>): KeepInput {
  return {
    event: 'typed',
    before: text('We started in a garage.'),
    after: text('We started in a garage in 2019.'),
    lastChangedAt: T0,
    createdAt: T0 - 60 * MIN,
    newest: { createdAt: T0 - 2 * MIN, text: text('We started.') },
    now: T0 + 10_000,
    ...over,
  };
}

describe('keepsVersionBefore', () => {
  const cases: [string, Partial<KeepInput>, boolean][] = [
    ['a keystroke within a sitting keeps nothing', {}, false],
    ['the first keystroke after a pause keeps the text it replaces', { now: T0 + VERSION_PAUSE_MS }, true],
    ['just under the pause keeps nothing', { now: T0 + VERSION_PAUSE_MS - 1 }, false],
    [
      'a long sitting is checkpointed when the newest version is old enough',
      { newest: { createdAt: T0 - VERSION_CHECKPOINT_MS, text: text('We started.') } },
      true,
    ],
    [
      'a story with no versions is checkpointed from its creation',
      { newest: null, createdAt: T0 + 10_000 - VERSION_CHECKPOINT_MS },
      true,
    ],
    ['a new story typed for a minute keeps nothing', { newest: null, createdAt: T0 - MIN }, false],
    ['empty text is never kept', { before: text('   '), now: T0 + VERSION_PAUSE_MS }, false],
    [
      'text already kept as the newest version is not kept again',
      { now: T0 + VERSION_PAUSE_MS, newest: { createdAt: T0 - 30 * MIN, text: text('We started in a garage.') } },
      false,
    ],
    [
      'a save that changes nothing keeps nothing',
      { after: text('We started in a garage.'), now: T0 + VERSION_PAUSE_MS },
      false,
    ],
    ['a restore always keeps the current text', { event: 'restore' }, true],
    ['an accepted coach suggestion always keeps the current text', { event: 'suggestion' }, true],
    ['a generation always keeps the text it replaces', { event: 'generation' }, true],
    [
      'a restore does not keep text that is already the newest version',
      { event: 'restore', newest: { createdAt: T0, text: text('We started in a garage.') } },
      false,
    ],
    [
      'a change of the generated text counts',
      { before: text('Hook', 'Old draft'), after: text('Hook', 'New draft'), now: T0 + VERSION_PAUSE_MS },
      true,
    ],
  ];
  it.each(cases)('%s', (_name, over, expected) => {
    expect(keepsVersionBefore(input(over))).toBe(expected);
  });
});

describe('sameText', () => {
  it('treats a missing section as an empty one, and compares the generated text', () => {
    expect(
      sameText({ content: { a: 'x', b: '' }, generated_content: null }, { content: { a: 'x' }, generated_content: '' }),
    ).toBe(true);
    expect(sameText(text('x', 'one'), text('x', 'two'))).toBe(false);
    expect(
      sameText(
        { content: 'Plain story', generated_content: null },
        { content: { text: 'Plain story' }, generated_content: null },
      ),
    ).toBe(true);
  });
});

describe('reasonAfter', () => {
  it('names what made the text each event puts in; typing records none of its own', () => {
    expect(reasonAfter('restore')).toBe('restored');
    expect(reasonAfter('suggestion')).toBe('suggestion');
    expect(reasonAfter('generation')).toBe('generated');
    expect(reasonAfter('typed')).toBeNull();
  });
});
