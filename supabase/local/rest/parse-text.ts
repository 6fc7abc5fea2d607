// Small pieces of PostgREST's query grammar: top-level splitting, quoting, names, JSON paths.
import type { Field } from './ast.ts';
import { REST_LIMITS, tooComplex } from './limits.ts';
import { parseError } from './rest-error.ts';

/** Splits on `sep` outside double quotes, parentheses and braces (`like(any).{a,b}`). */
export function splitTopLevel(input: string, sep = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      if (ch === '\\' && i + 1 < input.length) {
        current += ch + input[++i];
        continue;
      }
      if (ch === '"') quoted = false;
      current += ch;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(' || ch === '{') depth++;
    else if (ch === '}') depth = Math.max(0, depth - 1);
    else if (ch === ')') {
      depth--;
      if (depth < 0) throw parseError(`"failed to parse" unbalanced parentheses in (${input})`);
    } else if (ch === sep && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  if (quoted || depth !== 0) throw parseError(`"failed to parse" unbalanced quotes or parentheses in (${input})`);
  parts.push(current);
  return parts;
}

export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

export function checkName(name: string, what: string): string {
  if (name.length === 0 || name.includes('\0')) throw parseError(`"failed to parse" empty or invalid ${what}`);
  return name;
}

export function parseField(raw: string): Field {
  const pieces = raw.split(/(->>?)/);
  if ((pieces.length - 1) / 2 > REST_LIMITS.jsonPath) {
    throw tooComplex(`A JSON path may have at most ${REST_LIMITS.jsonPath} steps`);
  }
  const name = checkName(unquote(pieces[0]), 'column name');
  const path: Field['path'] = [];
  for (let i = 1; i < pieces.length; i += 2) {
    const arrow = pieces[i] === '->>' ? '->>' : '->';
    path.push({ arrow, key: checkName(unquote(pieces[i + 1] ?? ''), 'JSON key') });
  }
  return { name, path };
}
