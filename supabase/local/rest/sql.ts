// Small SQL helpers: bound parameters and quoted identifiers (only ever for names the catalog knows).

export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
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
