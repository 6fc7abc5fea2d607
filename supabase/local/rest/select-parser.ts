// Parses PostgREST's `select` parameter: columns, aliases, casts, JSON paths and embeds
// (`alias:table!hint!inner(...)`, `...spread(...)`). Aggregates are refused as hosted refuses them.
import type { SelectItem } from './ast.ts';
import { REST_LIMITS, tooComplex } from './limits.ts';
import { checkName, parseField, splitTopLevel, unquote } from './parse-text.ts';
import { parseError, RestError } from './rest-error.ts';

// `count()`, `amount.sum()`, `id.count()::int`: aggregate functions in a select list.
const AGGREGATE_PATTERN = /(^|[.:])(count|sum|avg|max|min)\(\s*\)(::[a-z0-9_ ]+)?$/i;
export const aggregatesRefused = () => new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

// One word (text, int4, uuid[]) or one of the few multi-word type names: never free text.
const CAST_PATTERN =
  /^([a-z_][a-z0-9_]*|double precision|character varying|timestamp with(out)? time zone|time with(out)? time zone)(\[\])?$/i;

/** Counts embeds across one select parameter, so its whole tree stays within the limits. */
interface SelectBudget {
  embeds: number;
  items: number;
}

function parseSelectItem(raw: string, depth: number, budget: SelectBudget): SelectItem {
  budget.items += 1;
  if (budget.items > REST_LIMITS.selectItems) {
    throw tooComplex(`A select may name at most ${REST_LIMITS.selectItems} columns and embeds`);
  }
  const item = raw.trim();
  if (item === '*') return { kind: 'star' };
  if (item === '') throw parseError('"failed to parse select parameter" empty item');
  // Hosted Supabase runs PostgREST with db-aggregates-enabled off.
  if (AGGREGATE_PATTERN.test(item)) throw aggregatesRefused();
  const spread = item.startsWith('...');
  const text = spread ? item.slice(3) : item;
  const alias = text.match(/^([^:"(]+):(?!:)(.*)$/s);
  const body = alias ? alias[2] : text;
  const aliasName = alias ? checkName(alias[1], 'alias') : undefined;
  const open = body.indexOf('(');
  if (open > 0 && body.endsWith(')')) {
    if (depth >= REST_LIMITS.embedDepth) {
      throw tooComplex(
        `Embedding is limited to ${REST_LIMITS.embedDepth} levels`,
        'Ask for the deeper rows in a second request',
      );
    }
    budget.embeds += 1;
    if (budget.embeds > REST_LIMITS.embeds) {
      throw tooComplex(`A select may embed at most ${REST_LIMITS.embeds} resources`);
    }
    const [relation, ...modifiers] = body.slice(0, open).split('!');
    let hint: string | undefined;
    let inner = false;
    for (const m of modifiers) {
      if (m === 'inner') inner = true;
      else if (m === 'left') inner = false;
      else if (hint === undefined) hint = checkName(m, 'embedding hint');
      else throw parseError(`"failed to parse select parameter" too many hints in (${item})`);
    }
    const inside = body.slice(open + 1, -1);
    return {
      kind: 'embed',
      relation: checkName(unquote(relation), 'relation'),
      hint,
      inner,
      alias: aliasName,
      spread,
      select: inside.trim() === '' ? [] : parseSelectLevel(inside, depth + 1, budget),
    };
  }
  if (spread) throw parseError(`"failed to parse select parameter" only an embedded resource can be spread (${item})`);
  const castAt = body.lastIndexOf('::');
  const fieldText = castAt >= 0 ? body.slice(0, castAt) : body;
  const cast = castAt >= 0 ? body.slice(castAt + 2) : undefined;
  if (cast !== undefined && !CAST_PATTERN.test(cast))
    throw parseError(`"failed to parse select parameter" invalid cast (${cast})`);
  if (/[()]/.test(fieldText)) throw parseError(`"failed to parse select parameter" (${item})`);
  return { kind: 'column', field: parseField(fieldText), alias: aliasName, cast };
}

function parseSelectLevel(select: string, depth: number, budget: SelectBudget): SelectItem[] {
  return splitTopLevel(select).map((item) => parseSelectItem(item, depth, budget));
}

export function parseSelect(select: string): SelectItem[] {
  return parseSelectLevel(select, 0, { embeds: 0, items: 0 });
}
