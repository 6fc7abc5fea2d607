// Issue 26 item 1 for `npm run bench:hostile`: a signed-in user tries to store a page with script
// in `documents` (HTML, then SVG), as fast as the stand-in answers, while the bench reads. Each
// answer should be 415. Before the attacks, one .html name stored as text/plain is fetched at its
// signed URL with no key, and the bench stops if it is not served as an inert download.
import { randomUUID } from 'node:crypto';

export interface StoredScriptAttack {
  name: string;
  clients: number;
  send(): Promise<Response>;
}

interface Target {
  url: string;
  anonKey: string;
  token: string;
  userId: string;
}

const PAGE = '<script>fetch("/rest/v1/profiles").then((r) => r.text()).then(alert)</script>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';

export async function storedScriptAttacks(target: Target): Promise<StoredScriptAttack[]> {
  const auth = { apikey: target.anonKey, authorization: `Bearer ${target.token}` };
  const storyId = randomUUID();
  const story = await fetch(`${target.url}/rest/v1/stories`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify({ id: storyId, user_id: target.userId, title: 'Stored script' }),
  });
  if (!story.ok) throw new Error(`the stored-script story answered ${story.status}`);
  const object = (name: string) => `${target.url}/storage/v1/object/documents/${storyId}/${name}`;
  const upload = (name: string, type: string, body: string) =>
    fetch(object(name), { method: 'POST', headers: { ...auth, 'content-type': type, 'x-upsert': 'true' }, body });

  await checkServedInert(target, storyId, upload);
  let n = 0;
  return [
    {
      name: 'stored script: text/html upload to documents',
      clients: 1,
      send: () => upload(`r${n++}.html`, 'text/html', PAGE),
    },
    {
      name: 'stored script: image/svg+xml upload to documents',
      clients: 1,
      send: () => upload(`s${n++}.svg`, 'image/svg+xml', SVG),
    },
  ];
}

async function checkServedInert(
  target: Target,
  storyId: string,
  upload: (name: string, type: string, body: string) => Promise<Response>,
): Promise<void> {
  const stored = await upload('report.html', 'text/plain', PAGE);
  if (!stored.ok) throw new Error(`a text/plain upload answered ${stored.status}`);
  const sign = await fetch(`${target.url}/storage/v1/object/sign/documents/${storyId}/report.html`, {
    method: 'POST',
    headers: { apikey: target.anonKey, authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ expiresIn: 31536000 }),
  });
  const { signedURL } = (await sign.json()) as { signedURL: string };
  const served = await fetch(`${target.url}/storage/v1${signedURL}`);
  await served.arrayBuffer();
  const h = served.headers;
  const inert =
    h.get('x-content-type-options') === 'nosniff' &&
    /(^|;\s*)sandbox(;|$)/.test(h.get('content-security-policy') ?? '') &&
    (h.get('content-disposition') ?? '').startsWith('attachment');
  console.log(
    `Stored script: report.html (text/plain) at its signed URL, no key: ${served.status} ${h.get('content-type')}, ` +
      `nosniff ${h.get('x-content-type-options') ?? 'absent'}, CSP "${h.get('content-security-policy') ?? 'absent'}", ` +
      `${h.get('content-disposition') ?? 'inline'}`,
  );
  if (!inert) throw new Error('a stored .html file is served as something a browser would render');
}
