// Caption files (.srt from most recorders, .vtt from Zoom, Teams and Otter) as plain speaker
// text: numbers, timestamps and styling go; one paragraph per speaker turn ("Ada: …"), or, with
// no speakers named, a new paragraph wherever the talk pauses for more than PAUSE_SECONDS.
export const PAUSE_SECONDS = 3;

interface Cue {
  start: number;
  end: number;
  speaker: string | null;
  text: string;
}

const TIME = /(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{1,3})/;

function seconds(stamp: string): number {
  const m = TIME.exec(stamp);
  if (!m) return 0;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4].padEnd(3, '0')) / 1000;
}

/** "<v Ada Lovelace>Hello" (WebVTT voice) or "Ada: Hello" / "ADA: Hello" (a leading name). */
function speakerOf(raw: string): { speaker: string | null; text: string } {
  const voice = /^<v(?:\.[^\s>]+)*\s+([^>]+)>/.exec(raw);
  if (voice) return { speaker: voice[1].trim(), text: raw.slice(voice[0].length) };
  const named = /^([\p{Lu}][\p{L}'’.-]*(?: [\p{Lu}][\p{L}'’.-]*){0,2}):\s+(.*)$/su.exec(raw);
  if (named) return { speaker: named[1], text: named[2] };
  return { speaker: null, text: raw };
}

const clean = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function parseCues(source: string): Cue[] {
  const cues: Cue[] = [];
  const blocks = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/);
  for (const block of blocks) {
    const lines = block.split('\n').filter((l) => l.trim() !== '');
    const timing = lines.findIndex((l) => l.includes('-->'));
    if (timing < 0) continue; // WEBVTT header, NOTE, STYLE, REGION
    const [from, to] = lines[timing].split('-->');
    const body = lines.slice(timing + 1).join(' ');
    const { speaker, text } = speakerOf(body.trim());
    const cleaned = clean(text);
    if (cleaned) cues.push({ start: seconds(from), end: seconds(to), speaker, text: cleaned });
  }
  return cues;
}

/** Fewer words than this shared by the end of one cue and the start of the next are chance
 *  ("the … the"), not a rolled-up line. */
const ROLLED_UP_MIN_WORDS = 3;

/** `next` without the words it repeats from the end of `said` (a line rolled up into it). */
function withoutRolledUp(said: string, next: string): string {
  const before = said.split(' ');
  const words = next.split(' ');
  for (let n = Math.min(words.length, before.length); n >= 1; n--) {
    if (n < ROLLED_UP_MIN_WORDS && n < words.length) break;
    if (words.slice(0, n).join(' ') === before.slice(-n).join(' ')) return words.slice(n).join(' ');
  }
  return next;
}

/** The caption file's words as paragraphs a coach can read (and a generator can use). */
export function captionsToText(source: string): string {
  const paragraphs: { speaker: string | null; words: string[] }[] = [];
  let lastEnd = -Infinity;
  let lastSpeaker: string | null = null;
  for (const cue of parseCues(source)) {
    const speaker: string | null = cue.speaker ?? lastSpeaker;
    const current = paragraphs[paragraphs.length - 1];
    const sameTurn =
      current && speaker === current.speaker && (speaker !== null || cue.start - lastEnd <= PAUSE_SECONDS);
    // Captions repeat a line when it rolls up: keep it once. Auto-captions (YouTube's) repeat the
    // last line at the start of the next cue: only the new words are kept.
    const text = sameTurn ? withoutRolledUp(current.words.join(' '), cue.text) : cue.text;
    if (sameTurn && (text === '' || current.words[current.words.length - 1] === cue.text)) {
      lastEnd = cue.end;
      continue;
    }
    if (sameTurn) current.words.push(text);
    else paragraphs.push({ speaker, words: [cue.text] });
    lastEnd = cue.end;
    lastSpeaker = speaker;
  }
  return paragraphs.map((p) => (p.speaker ? `${p.speaker}: ` : '') + p.words.join(' ')).join('\n\n');
}
