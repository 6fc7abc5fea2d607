// supabase/config.toml's `[functions.<name>]` tables: what the CLI deploys each function with.

/** `[functions.<name>]` tables of config.toml, each as its key = "value" lines. */
export function functionTables(toml: string): Map<string, Record<string, string>> {
  const tables = new Map<string, Record<string, string>>();
  let current: Record<string, string> | null = null;
  for (const line of toml.split('\n')) {
    const header = /^\[functions\.([\w-]+)\]\s*$/.exec(line);
    if (header) tables.set(header[1], (current = {}));
    else if (/^\[/.test(line)) current = null;
    else if (current) {
      const pair = /^(\w+)\s*=\s*"?([^"#]*?)"?\s*(?:#.*)?$/.exec(line.trim());
      if (pair) current[pair[1]] = pair[2];
    }
  }
  return tables;
}
