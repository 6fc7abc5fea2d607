import { describe, expect, it } from 'vitest';
import { versionChange } from '../../../src/domain/version-preview.ts';

const v = (content: Record<string, string> | string | null, generated: string | null = null) => ({
  content,
  generated_content: generated,
});

describe('versionChange', () => {
  const opening = 'I grew up above my grandmother’s bakery in Porto and baked before school.';

  it('shows the oldest version’s opening with its label', () => {
    expect(versionChange('backstory', v({ origin: opening }), null)).toBe(`Origin: ${opening}`);
    expect(versionChange('backstory', v({}), null)).toBe('No text');
  });

  it('shows what changed from the version before, from the first changed word, not the shared opening', () => {
    const after = v({ origin: opening.replace('baked before school', 'kneaded dough at five') });
    expect(versionChange('backstory', after, v({ origin: opening }))).toBe('Origin: …kneaded dough at five.');
    // Two versions that share an opening get different lines.
    const other = v({ origin: opening, values: 'Honesty first.' });
    expect(versionChange('backstory', other, v({ origin: opening }))).toBe('Values written: Honesty first.');
  });

  it('names what was removed or cleared, and says when nothing changed', () => {
    const shorter = v({ origin: opening.replace('grandmother’s ', '') });
    expect(versionChange('backstory', shorter, v({ origin: opening }))).toBe('Origin, removed: …grandmother’s');
    expect(versionChange('backstory', v({ origin: '' }), v({ origin: opening }))).toBe('Origin cleared');
    expect(versionChange('backstory', v({ origin: opening }), v({ origin: `${opening}  ` }))).toBe(
      'Same text as the version before',
    );
  });

  it('reads the generated story first and clips long lines', () => {
    const before = v({ origin: opening }, 'Maya baked.');
    const after = v({ origin: opening }, `Maya baked ${'bread '.repeat(40)}`);
    const line = versionChange('backstory', after, before, 60);
    expect(line.startsWith('Story: …baked bread bread')).toBe(true);
    expect(line.length).toBeLessThanOrEqual(60);
  });
});
