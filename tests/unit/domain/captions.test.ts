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

  it('keeps auto-captions’ rolled-up lines once: each cue repeats the last line before its new words', () => {
    // As YouTube writes them: a cue's first line is the one before, its second the new words
    // (with inline timings), and a 10 ms cue shows the finished line alone.
    const text = `WEBVTT
Kind: captions
Language: en

00:00:00.000 --> 00:00:02.430 align:start position:0%

so<00:00:00.320><c> um</c><00:00:00.640><c> thanks</c><00:00:00.960><c> for</c><00:00:01.200><c> having</c><00:00:01.500><c> me</c>

00:00:02.430 --> 00:00:02.440 align:start position:0%
so um thanks for having me

00:00:02.440 --> 00:00:05.190 align:start position:0%
so um thanks for having me
yeah<00:00:02.800><c> so</c><00:00:03.100><c> i</c><00:00:03.400><c> run</c><00:00:03.700><c> a</c><00:00:04.000><c> physio</c><00:00:04.300><c> clinic</c>

00:00:05.190 --> 00:00:05.200 align:start position:0%
yeah so i run a physio clinic

00:00:05.200 --> 00:00:07.000 align:start position:0%
yeah so i run a physio clinic
in<00:00:05.500><c> leeds</c><00:00:05.800><c> the</c><00:00:06.100><c> the</c><00:00:06.400><c> big</c><00:00:06.700><c> one</c>
`;
    expect(captionsToText(text)).toBe(
      'so um thanks for having me yeah so i run a physio clinic in leeds the the big one',
    );
  });

  it('gives nothing for a file with no cues', () => {
    expect(captionsToText('WEBVTT\n\nNOTE nothing here\n')).toBe('');
  });
});
