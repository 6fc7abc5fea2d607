// Runs bcrypt off the server's main thread (see passwords.ts). Plain JavaScript so that every
// runner (tsx, vitest, node) can start it as a worker without a TypeScript loader.
import { randomBytes } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

// $2a$ as pgcrypto writes it, so hashes made here and by SQL (seed.sql, older rows) are one format.
function salt(cost) {
  return `$2a$${String(cost).padStart(2, '0')}$${bcrypt.encodeBase64(randomBytes(16), 16)}`;
}

parentPort.on('message', (job) => {
  try {
    const result =
      job.kind === 'hash'
        ? bcrypt.hashSync(job.password, salt(job.cost))
        : /^\$2[abxy]\$\d\d\$[./A-Za-z0-9]{53}$/.test(job.hash) && bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ id: job.id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
