// `npx tsx scripts/csp-header.ts [dist]`: prints the Content-Security-Policy a static host must send
// with the built pages (docs/deploy.md), the same policy the stand-in sends (supabase/local/app-csp.ts):
// script from the app's own files plus the hashes of the inline scripts in every page of this build,
// the API at VITE_SUPABASE_URL, the bug-report form at VITE_BUG_REPORT_FORM_URL. Run it after each
// build: the prerendered pages' loader names the build's entry file, so its hash changes.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { appContentSecurityPolicy, inlineScriptHashes } from '../supabase/local/app-csp.ts';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const dist = resolve(process.argv[2] ?? 'dist');
const hashes = new Set(htmlFiles(dist).flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8'))));
if (hashes.size === 0) {
  console.error(`No built pages in ${dist}: run npm run build first.`);
  process.exit(1);
}
console.log(
  appContentSecurityPolicy({
    scriptHashes: [...hashes].sort(),
    supabaseUrl: process.env.VITE_SUPABASE_URL,
    bugReportFormUrl: process.env.VITE_BUG_REPORT_FORM_URL,
  }),
);
