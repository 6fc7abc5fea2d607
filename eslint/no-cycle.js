// import-x/no-cycle skips `import type` edges, which have no runtime effect, so a circle made of
// types alone passes it (the stand-in's app.ts <-> route modules did). A type circle still ties its
// modules into one, so here every edge counts: value, type-only, re-export and dynamic import.
// The graph and its resolution are import-x's own (its settings and cache); only the walk is ours.
// import-x/no-cycle walks the graph once per linted file; this rule finds the strongly connected
// components once (Tarjan) and answers each file from them, which keeps `eslint .` about as fast.
import { ModuleInfo } from 'eslint-plugin-import-x/core/index';
import { moduleVisitor } from 'eslint-plugin-import-x/utils';

const isPackage = (path) => path.includes('/node_modules/');

/** Components found in this process; dropped after a while so a long-lived linter sees edits. */
const FRESH_MS = 30_000;
let found = { at: 0, component: new Map(), info: new Map() };

/** The module's own-code edges: path -> ModuleInfo (null when not parsed, e.g. JSON or CSS). */
function edgesOf(info) {
  const edges = [];
  for (const [path, { resolve }] of info.getImports()) {
    if (!isPackage(path)) edges.push({ path, resolve });
  }
  return edges;
}

/** Tarjan from `root`: every module reachable from it gets its component (a Set of paths). */
function findComponents(root) {
  const { component, info } = found;
  const index = new Map();
  const low = new Map();
  const stack = [];
  let counter = 0;
  const visit = (path, moduleInfo) => {
    index.set(path, counter);
    low.set(path, counter);
    counter += 1;
    stack.push(path);
    info.set(path, moduleInfo);
    for (const edge of moduleInfo ? edgesOf(moduleInfo) : []) {
      if (component.has(edge.path)) continue;
      if (!index.has(edge.path)) {
        visit(edge.path, edge.resolve());
        low.set(path, Math.min(low.get(path), low.get(edge.path)));
      } else {
        low.set(path, Math.min(low.get(path), index.get(edge.path)));
      }
    }
    if (low.get(path) !== index.get(path)) return;
    const members = new Set();
    let member;
    do {
      member = stack.pop();
      members.add(member);
      component.set(member, members);
    } while (member !== path);
  };
  visit(root.path, root);
}

/** The way from `from` back to `to` inside their component, as "specifier:line" steps. */
function routeWithin(members, from, to) {
  const queue = [{ path: from, route: [] }];
  const seen = new Set([from]);
  while (queue.length > 0) {
    const { path, route } = queue.shift();
    for (const [next, { declarations }] of found.info.get(path)?.getImports() ?? []) {
      if (!members.has(next) || seen.has(next)) continue;
      const [first] = declarations;
      const step = [...route, `${first.source.value}:${first.source.loc.start.line}`];
      if (next === to) return step;
      seen.add(next);
      queue.push({ path: next, route: step });
    }
  }
  return [];
}

/**
 * import-x caches a parsed module per parser options, and src/ lints with the type-aware ones: read
 * the graph with one set of options from every folder, so each module is parsed once, not twice.
 */
function sharedGraphContext(context) {
  const { settings, cwd, filename, physicalFilename, languageOptions } = context;
  const { parser, ecmaVersion, sourceType } = languageOptions;
  return {
    settings,
    cwd,
    filename,
    physicalFilename,
    languageOptions: { parser, ecmaVersion, sourceType, parserOptions: {} },
  };
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles, type-only imports included.' },
    schema: [],
    messages: {
      cycle: 'Import cycle (type imports count too): {{route}}. Move what both need into a leaf module.',
    },
  },
  create(context) {
    const filename = context.physicalFilename;
    if (filename === '<text>') return {};
    if (Date.now() - found.at > FRESH_MS) found = { at: Date.now(), component: new Map(), info: new Map() };
    const graphContext = sharedGraphContext(context);
    return moduleVisitor((source, importer) => {
      const imported = ModuleInfo.get(source.value, graphContext);
      if (!imported || imported.path === filename || isPackage(imported.path)) return;
      // Walk from the import, not from this file: a file nothing imports is never parsed twice.
      if (!found.component.has(imported.path)) findComponents(imported);
      const members = found.component.get(imported.path);
      if (!members.has(filename)) return;
      const route = [source.value, ...routeWithin(members, imported.path, filename)];
      context.report({ node: importer, messageId: 'cycle', data: { route: route.join(' => ') } });
    }, {});
  },
};
