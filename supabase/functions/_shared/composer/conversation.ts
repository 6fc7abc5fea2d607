// Reads an interview as a conversation: who speaks (Name:, Q:/A:, [00:01] Name:, SRT and WebVTT
// cues and voice tags), who asks and who answers, and what is not conversation at all (a title
// line, dates, "Recorded …"). Private notes ("Coach note: … do not mention it", "[private]")
// are taken out first and never reach a story, a post, a funnel, the assistant or a model.
import { isUnmarkedQuestion, lacksPunctuation, namesIn, punctuate } from './punctuation.ts';
import { captionsToText } from '../domain/captions.ts';

export type Role = 'asker' | 'answerer';

export interface Turn {
  /** The speaker as labelled, or null when the text names nobody. */
  speaker: string | null;
  role: Role;
  text: string;
}

/** One answer: what the answerer said between two questions, and the question it answers. */
export interface AnswerBlock {
  question: string | null;
  speaker: string | null;
  text: string;
}

export interface Conversation {
  turns: Turn[];
  askers: string[];
  answerers: string[];
  /** The main answerer (the most words): the person whose story it is. */
  subject: string | null;
  answers: AnswerBlock[];
  /** Lines that are not conversation: title, dates, "Recorded …" (kept for the tests, never told). */
  header: string[];
  /** How many private notes were removed (their text is not kept). */
  privateNotes: number;
  /** False for text with no speakers at all (a story someone wrote). */
  labelled: boolean;
}

const PRIVATE_LABEL =
  /^\s*(?:[[(]\s*)?(?:(?:coach(?:'s|’s)?|interviewer(?:'s|’s)?|private|internal|personal|my|side|editor(?:'s|’s)?)\s+notes?|notes?\s*\((?:private|internal|coach|not for [^)]*)\)|private|confidential|internal|off the record|nb|n\.b\.)\s*[\])]?\s*[:\-–—]/i;
const PRIVATE_WORDS =
  /\b(?:do not|don['’]t|never|not to|please don['’]t)\s+(?:mention|publish|repeat|quote)\b|\b(?:do not|don['’]t|not to)\s+(?:share|include|use|put)\s+(?:this|that|it)\b|\boff[ -]the[ -]record\b|^\s*confidential\b|\b(?:this|that|it)(?:\s+is|['’]s)\s+(?:confidential|private)\b|\b(?:private|internal)\s+note\b|\bnot for (?:publication|the story|sharing)\b|\bbetween you and me\b/i;
const PRIVATE_BRACKET =
  /[[(](?:[^\])]*?)(?:private|confidential|off the record|do not mention|don['’]t mention|internal)[^\])]*[\])]/gi;

const PRIVATE_INLINE = new RegExp(`(?<=[.!?]["”’)]?\\s+)${PRIVATE_LABEL.source.replace(/^\^\\s\*/, '')}`, 'i');

const PRIVATE_OPENING =
  /^\s*(?:[-*•]\s*)?[[(][^\])]*(?:private|confidential|off the record|internal|do not mention|don['’]t mention)[^\])]*[\])]/i;

/** True for a line or sentence that is a private note, or says it must not be used. */
export function isPrivateNote(text: string): boolean {
  return PRIVATE_LABEL.test(text) || PRIVATE_WORDS.test(text) || PRIVATE_OPENING.test(text);
}

/** The text with every private note removed: whole note lines (and the lines that continue
 *  them), bracketed private asides, and sentences that say not to mention something. */
export function stripPrivateNotes(text: string): string {
  return stripWithCount(text).text;
}

function stripWithCount(text: string): { text: string; count: number } {
  let count = 0;
  const out: string[] = [];
  let inNote = false;
  for (let raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (PRIVATE_OPENING.test(raw) || PRIVATE_LABEL.test(raw)) {
      count++;
      inNote = true;
      continue;
    }
    // A note that starts mid-line ("… a second site. Note (private): …") runs to the line's end.
    const inline = PRIVATE_INLINE.exec(raw);
    if (inline && inline.index > 0) {
      count++;
      raw = raw.slice(0, inline.index).trimEnd();
    }
    const line = raw.replace(PRIVATE_BRACKET, () => {
      count++;
      return '';
    });
    if (!line.trim()) {
      inNote = false;
      out.push(line);
      continue;
    }
    if (PRIVATE_LABEL.test(line)) {
      count++;
      inNote = true;
      continue;
    }
    // A note goes on until a blank line or the next speaker.
    if (inNote && !SPEAKER.test(line)) continue;
    inNote = false;
    if (PRIVATE_WORDS.test(line)) {
      const kept = line
        .split(/(?<=[.!?])\s+/)
        .filter((s) => {
          const bad = PRIVATE_WORDS.test(s);
          if (bad) count++;
          return !bad;
        })
        .join(' ');
      if (kept.trim() && !/^\s*[^:]{1,40}:\s*$/.test(kept)) out.push(kept);
      continue;
    }
    out.push(line.replace(/\s{2,}/g, ' ').replace(/\s+([.,;:!?])/g, '$1'));
  }
  return {
    text: out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    count,
  };
}

const ASKER_LABEL = /^(?:q|question|interviewer|host|moderator|coach|me|int|i)$/i;
const ANSWER_LABEL = /^(?:a|r|answer|guest|client|interviewee|respondent)$/i;
const META_LABEL =
  /^(?:date|recorded|recording|location|place|duration|length|participants?|attendees?|subject|title|topic|session|time|transcript|re|file|source|format|interviewee|company|client|role|project|tags?)$/i;

const STAMP = String.raw`(?:\d{1,2}:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?`;
/** "Dana Rivera:", "Q:", "**Coach**:", "**Coach:**", "Dana (00:01):", "[00:01] Dana:", "- Dana:",
 *  ">> Dana:", and a meeting tool's role after the name ("[00:00:04] Priya Shah (coach):"). */
const SPEAKER = new RegExp(
  String.raw`^\s*(?:[-*•]\s*|>>?\s*)?(?:[[(]?${STAMP}[\])]?\s*[-–]?\s*)?(?:\*\*)?([\p{Lu}][\p{L}.'’-]*(?:\s[\p{Lu}][\p{L}.'’-]*){0,3}|Q|A|Speaker\s\d+)(?:\s*\((?!${STAMP}\))[\p{L} .'’-]{1,30}\))?(?:\*\*)?\s*(?:[[(]${STAMP}[\])])?\s*(?:\*\*)?\s*[:：]\s*(?:\*\*\s*)?(.*)$`,
  'u',
);
const NAME = String.raw`[\p{Lu}][\p{L}.'’-]*(?:\s[\p{Lu}][\p{L}.'’-]*){0,3}|Speaker\s\d+`;
/** Otter, Zoom and Fireflies exports: "Dana Rivera  0:03", "[Dana Rivera] 10:02:33", "Dana Rivera -
 *  00:00:09" or "Dana Rivera (00:09)" on its own line, the words on the next lines. */
const SPEAKER_LINE = new RegExp(
  String.raw`^\s*(?:\[(${NAME})\]|(${NAME}))\s*(?:[-–|]\s*)?[[(]?${STAMP}[\])]?\s*$`,
  'u',
);
/** Zoom's saved captions: "[Dana Rivera] 10:02:33 Who do you work with?" on one line. */
const BRACKETED_TURN = new RegExp(String.raw`^\s*\[(${NAME})\]\s*(?:${STAMP})?\s+(\S.*)$`, 'u');
/** A time alone on its line: under a name on the line before (a Fireflies or Otter .docx). */
const STAMP_ALONE = new RegExp(String.raw`^\s*[[(]?${STAMP}[\])]?\s*$`);
/** A name alone on its line, before a time alone. */
const NAME_ALONE = new RegExp(String.raw`^\s*(${NAME})\s*$`, 'u');
const LEADING_STAMP = new RegExp(String.raw`^\s*[[(]?${STAMP}[\])]?\s*[-–]?\s*`);
const NOISE =
  /\s*[[(](?:laughs?|laughter|inaudible|crosstalk|pause|silence|music|applause|unintelligible|sighs?)[^\])]*[\])]\s*/gi;

const isCaptions = (text: string) =>
  /^\s*(?:\uFEFF)?WEBVTT\b/.test(text) || /\n?\d{1,2}:\d{2}:\d{2}[.,]\d{3}\s*-->/.test(text);

/** Lines that are not talk: a title, a date, "Recorded on Zoom", a heading, a separator. */
function isHeaderLine(line: string): boolean {
  const t = line.trim();
  if (/^(?:#{1,6}\s|={2,}|-{3,}|\*{3,}|_{3,})/.test(t)) return true;
  if (
    /^(?:recorded|recording|transcript|transcribed|interview|session|call|meeting|notes? from|date|coaching (?:call|session))\b/i.test(
      t,
    ) &&
    !/[.!?]["'”’]?$/.test(t)
  )
    return true;
  if (/^(?:recorded|transcribed)\b/i.test(t)) return true;
  // A date alone: "3 March 2026", "2026-03-03", "March 3, 2026", "Tuesday 3 March".
  if (
    /^(?:\w+day,?\s)?(?:\d{1,2}\s\w+\s\d{4}|\w+\s\d{1,2},?\s\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4})\.?$/.test(
      t,
    )
  )
    return true;
  // A title: short, no full stop, several capitalised words or a dash ("Dana Rivera - client story").
  const words = t.split(/\s+/);
  if (
    words.length <= 12 &&
    !/[.!?]["'”’)]?$/.test(t) &&
    (/\s[-–—|]\s/.test(t) || words.filter((w) => /^\p{Lu}/u.test(w)).length >= Math.ceil(words.length / 2))
  )
    return true;
  return false;
}

interface RawTurn {
  speaker: string | null;
  lines: string[];
}

/** A question, or a prompt an interviewer says as one ("Tell me about a client you helped."). */
const isQuestionText = (text: string) =>
  /\?["'”’)]*\s*$/.test(text.trim()) ||
  /^(?:(?:so|and|ok(?:ay)?|great|now),?\s+)?(?:tell (?:me|us)|walk (?:me|us)|talk (?:me|us)|describe|explain|give (?:me|us)|share)\b/i.test(
    text.trim(),
  );

/** A short reply of the asker's that asks nothing ("Mm-hmm.", "Right.", "Oof.", "Wow, that's a
 *  turning point."). */
const isBackchannel = (text: string) => !/\?/.test(text) && !isQuestionText(text) && text.split(/\s+/).length <= 10;

/** "Maria Santos" then "00:00:09" on lines of their own (a Fireflies or Otter .docx): one
 *  speaker line, "Maria Santos 00:00:09", when names over times are how the whole text goes. */
function namesOverTimes(lines: string[]): string[] {
  const pairs = lines.filter((line, i) => NAME_ALONE.test(line) && STAMP_ALONE.test(lines[i + 1] ?? '')).length;
  if (pairs < 2) return lines;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (NAME_ALONE.test(lines[i]) && STAMP_ALONE.test(lines[i + 1] ?? '')) {
      out.push(`${lines[i].trim()} ${lines[i + 1].trim().replace(/^[[(]|[\])]$/g, '')}`);
      i++;
    } else out.push(lines[i]);
  }
  return out;
}

/** Reads a transcript (or any text) as a conversation. */
export function readConversation(input: string): Conversation {
  let source = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (isCaptions(source)) source = captionsToText(source);
  const { text, count } = stripWithCount(source);
  const header: string[] = [];
  const raw: RawTurn[] = [];
  const labels = new Map<string, number>();
  const lines = namesOverTimes(text.split('\n'));
  for (const line of lines) {
    const m = SPEAKER.exec(line);
    if (m) labels.set(m[1], (labels.get(m[1]) ?? 0) + 1);
  }
  // Speech with no punctuation: its questions are the lines that ask ("how did you start"), the
  // lines between them the answers; every turn gets its sentences back (punctuation.ts).
  const unmarked = lacksPunctuation(text);
  const names = unmarked ? namesIn(text) : null;
  const unmarkedTurns = unmarked && labels.size === 0 && lines.some((l) => isUnmarkedQuestion(l));
  let current: RawTurn | null = null;
  for (const rawLine of lines) {
    const line = rawLine.replace(NOISE, ' ').trim();
    if (!line) continue;
    const own = SPEAKER_LINE.exec(line);
    if (own) {
      current = { speaker: own[1] ?? own[2], lines: [] };
      raw.push(current);
      continue;
    }
    const bracketed = BRACKETED_TURN.exec(line);
    if (bracketed) {
      current = { speaker: bracketed[1], lines: [bracketed[2]] };
      raw.push(current);
      continue;
    }
    const m = SPEAKER.exec(line);
    if (m) {
      const label = m[1];
      const rest = m[2].trim();
      // "Date: 3 March", "Client: Dana Rivera, Rivera Dental": metadata, not a speaker.
      const once = (labels.get(label) ?? 0) === 1;
      // A label used once, in text with no other speakers, is a heading of the writer's ("Result: …").
      if (once && !ASKER_LABEL.test(label) && !ANSWER_LABEL.test(label) && !META_LABEL.test(label) && labels.size < 2) {
        if (current) current.lines.push(line);
        else {
          current = { speaker: null, lines: [line] };
          raw.push(current);
        }
        continue;
      }
      if (META_LABEL.test(label) && (once || !/[.!?]$/.test(rest)) && rest.split(/\s+/).length <= 10) {
        header.push(line);
        continue;
      }
      if (/^Note$/i.test(label)) {
        header.push(line);
        continue;
      }
      current = { speaker: label, lines: rest ? [rest] : [] };
      raw.push(current);
      continue;
    }
    const bare = line.replace(LEADING_STAMP, '');
    if (isHeaderLine(bare) && (current === null || /^(?:#{1,6}\s|={2,}|-{3,})/.test(bare))) {
      header.push(line);
      continue;
    }
    if (unmarkedTurns && isUnmarkedQuestion(bare)) {
      raw.push({ speaker: 'Question', lines: [bare] });
      current = null;
      continue;
    }
    if (current) current.lines.push(bare);
    else {
      current = { speaker: unmarkedTurns ? 'Answer' : null, lines: [bare] };
      raw.push(current);
    }
  }

  const labelled = raw.some((t) => t.speaker !== null);
  const stats = new Map<string, { turns: number; questions: number; words: number }>();
  for (const t of raw) {
    if (!t.speaker) continue;
    const s = stats.get(t.speaker) ?? { turns: 0, questions: 0, words: 0 };
    const body = t.lines.join(' ');
    s.turns++;
    if (isQuestionText(body) || (/\?/.test(body) && body.split(/\s+/).length < 30)) s.questions++;
    s.words += body.split(/\s+/).length;
    stats.set(t.speaker, s);
  }
  const speakers = [...stats.keys()];
  const totalWords = [...stats.values()].reduce((n, s) => n + s.words, 0) || 1;
  const askers = new Set(
    speakers.filter((name) => {
      const s = stats.get(name)!;
      if (ANSWER_LABEL.test(name)) return false;
      if (ASKER_LABEL.test(name)) return true;
      return (
        speakers.length > 1 &&
        (s.questions / s.turns >= 0.5 || (s.questions / s.turns >= 0.3 && s.words / totalWords < 0.25))
      );
    }),
  );
  // Someone answers: when everyone asked, the one who said most is the answerer.
  if (speakers.length > 0 && askers.size === speakers.length) {
    const most = [...speakers].sort((a, b) => stats.get(b)!.words - stats.get(a)!.words)[0];
    askers.delete(most);
  }
  const said = (t: RawTurn) => {
    const joined = t.lines.join(' ').replace(/\s+/g, ' ').trim();
    return names ? punctuate(joined, names) : joined;
  };
  const turns: Turn[] = raw
    .map((t) => ({
      speaker: t.speaker,
      role: (t.speaker && askers.has(t.speaker) ? 'asker' : 'answerer') as Role,
      text: said(t),
    }))
    .filter((t) => t.text !== '');
  const answerers = speakers.filter((s) => !askers.has(s));
  const subject = [...answerers].sort((a, b) => stats.get(b)!.words - stats.get(a)!.words)[0] ?? null;

  const answers: AnswerBlock[] = [];
  let question: string | null = null;
  let open: AnswerBlock | null = null;
  let lastWasAsker = false;
  for (const t of turns) {
    // "Mm-hmm.", "Wow. That's a real turning point.": the asker listening, not asking; the
    // answer goes on under the same question.
    if (t.role === 'asker' && open && isBackchannel(t.text)) continue;
    if (t.role === 'asker') {
      question = open === null && question !== null && lastWasAsker ? `${question} ${t.text}` : t.text;
      lastWasAsker = true;
      open = null;
      continue;
    }
    lastWasAsker = false;
    if (open && open.speaker === t.speaker && labelled) open.text += `\n${t.text}`;
    else {
      open = { question, speaker: t.speaker, text: t.text };
      answers.push(open);
    }
  }
  return {
    turns,
    askers: [...askers],
    answerers,
    subject: subject && !/^(?:A|Answer|Speaker\s\d+)$/i.test(subject) ? subject : null,
    answers,
    header,
    privateNotes: count,
    labelled,
  };
}

/** Only what the answerers said, one answer a paragraph: the text a story may be made from. */
export function answerText(input: string): string {
  return readConversation(input)
    .answers.map((a) => a.text)
    .join('\n\n');
}
