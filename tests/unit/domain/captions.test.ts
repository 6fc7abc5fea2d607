import { describe, expect, it } from 'vitest';
import { captionsToText, parseCues } from '../../../src/domain/captions';

const SRT = `1
00:00:01,000 --> 00:00:03,500
Ada: So how did the bakery start?

2
00:00:03,600 --> 00:00:06,000
Ada: I mean, what year?

3
00:00:06,200 --> 00:00:09,000
Luis: In 2009, above my parents' shop.

4
00:00:09,100 --> 00:00:11,000
We had <i>two</i> ovens.
`;

const VTT = `WEBVTT

NOTE exported from Zoom

1
00:00:00.000 --> 00:00:02.000
<v Ada Lovelace>Tell me about your first client.</v>

2
00:00:02.500 --> 00:00:05.000
<v.loud Luis Moreno>Maria ran a caf&eacute; in Porto &amp; a bakery.

3
00:00:05.000 --> 00:00:06.000
<v Luis Moreno>Maria ran a caf&eacute; in Porto &amp; a bakery.
`;

describe('captions', () => {
  it('reads SRT cues with their times, and keeps a speaker across unlabelled cues', () => {
    const cues = parseCues(SRT);
    expect(cues).toHaveLength(4);
    expect(cues[0]).toEqual({ start: 1, end: 3.5, speaker: 'Ada', text: 'So how did the bakery start?' });
    expect(captionsToText(SRT)).toBe(
      "Ada: So how did the bakery start? I mean, what year?\n\nLuis: In 2009, above my parents' shop. We had two ovens.",
    );
  });

  it('reads WebVTT voices, drops headers and notes, decodes entities and repeated roll-up lines', () => {
    expect(captionsToText(VTT)).toBe(
      'Ada Lovelace: Tell me about your first client.\n\nLuis Moreno: Maria ran a caf&eacute; in Porto & a bakery.',
    );
  });

  it('without speakers, starts a new paragraph at a pause', () => {
    const text = `WEBVTT

00:00:00.000 --> 00:00:02.000
We started small.

00:00:02.100 --> 00:00:04.000
Just the two of us.

00:00:09.000 --> 00:00:11.000
Then came the second shop.
`;
    expect(captionsToText(text)).toBe('We started small. Just the two of us.\n\nThen came the second shop.');
  });

  it('gives nothing for a file with no cues', () => {
    expect(captionsToText('WEBVTT\n\nNOTE nothing here\n')).toBe('');
  });
});
