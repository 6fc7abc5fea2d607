// Small SQL helpers: bound parameters and quoted identifiers (only ever for names the catalog knows).
import { REST_LIMITS, tooComplex } from './limits.ts';

export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    // Postgres numbers parameters with 16 bits: past 65,535 they wrap into nonsense errors.
    if (this.values.length >= REST_LIMITS.parameters) throw tooComplex('The request has too many values to bind');
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(table: string): string {
  return `public.${ident(table)}`;
}
