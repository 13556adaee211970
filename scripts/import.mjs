#!/usr/bin/env node
// Bulk import of a library (docs/media.md "Bulk import"):
//   npm run import -- <manifest.csv|manifest.json> [--dry-run] [--wait] [--parallel N]
// Checks the whole manifest first (every bad row with its line; a missing file is a bad row), then
// queues it and uploads each row's file with the admin app's direct upload: parts straight to
// object storage by signed URLs, the parts already stored skipped, then complete (the same checks
// as the admin app's upload) makes the title once per externalId. Re-running the same manifest
// resumes it: done rows are skipped, a cut upload sends only its missing parts.
// Env: GATEWAY_URL (default http://127.0.0.1:$GATEWAY_PORT or :3000), IMPORT_TOKEN, or
// IMPORT_EMAIL and IMPORT_PASSWORD (an admin's; default the local stack's demo admin).
import { open, readFile, stat } from 'node:fs/promises';
import { basename, dirname, extname, isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'dry-run': { type: 'boolean', default: false },
    wait: { type: 'boolean', default: false },
    parallel: { type: 'string', default: '2' },
    format: { type: 'string' },
  },
});
const manifestPath = positionals[0];
if (!manifestPath) {
  console.error('usage: npm run import -- <manifest.csv|manifest.json> [--dry-run] [--wait] [--parallel N]');
  process.exit(2);
}
const gateway = (process.env.GATEWAY_URL ?? `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 3000}`).replace(/\/$/, '');
const API = `${gateway}/api/v1`;
const parallel = Math.max(1, Math.min(8, Number(options.parallel) || 2));
/** Parts of one file sent at once. */
const PART_CONCURRENCY = 4;

class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

let token = process.env.IMPORT_TOKEN ?? '';

async function call(method, path, body) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, json?.message ?? `HTTP ${res.status}`);
  return json?.data;
}

async function signIn() {
  if (token) return;
  const email = process.env.IMPORT_EMAIL ?? 'admin@streamhub.local';
  const password = process.env.IMPORT_PASSWORD ?? 'Admin@123';
  token = (await call('POST', '/auth/signin', { email, password })).token;
}

const isUrl = (source) => /^https?:\/\//i.test(source);
const baseDir = dirname(resolve(manifestPath));
const localPath = (source) => (isAbsolute(source) ? source : resolve(baseDir, source));

/** A row's file: its size and a reader of byte ranges (a local file, or an HTTP URL read by Range). */
async function openSource(source) {
  if (isUrl(source)) {
    const head = await fetch(source, { method: 'HEAD' });
    const size = Number(head.headers.get('content-length'));
    if (!head.ok || !(size > 0)) throw new Error(`cannot read ${source} (HTTP ${head.status}, no length)`);
    return {
      size,
      contentType: head.headers.get('content-type') ?? undefined,
      async read(start, end) {
        const res = await fetch(source, { headers: { range: `bytes=${start}-${end - 1}` } });
        const bytes = Buffer.from(await res.arrayBuffer());
        if (bytes.length !== end - start) throw new Error(`short read of ${source} (${res.status})`);
        return bytes;
      },
      async close() {},
    };
  }
  const path = localPath(source);
  const file = await open(path, 'r');
  const { size } = await file.stat();
  return {
    size,
    contentType: undefined,
    async read(start, end) {
      const bytes = Buffer.alloc(end - start);
      const { bytesRead } = await file.read(bytes, 0, bytes.length, start);
      return bytes.subarray(0, bytesRead);
    },
    close: () => file.close(),
  };
}

/** Every file the manifest names must be there before anything is queued. */
async function checkSources(sources) {
  const missing = [];
  for (const { line, source } of sources) {
    if (isUrl(source)) continue;
    const found = await stat(localPath(source)).catch(() => null);
    if (!found?.isFile()) missing.push({ line, field: 'source', message: `no such file: ${source}` });
  }
  return missing;
}

async function uploadRow(importId, row) {
  const source = await openSource(row.source);
  try {
    const upload = await call('POST', `/imports/${importId}/rows/${row.line}/upload`, {
      size: source.size,
      ...(source.contentType ? { contentType: source.contentType } : {}),
    });
    const stored = new Set((await call('GET', `/uploads/${upload.uploadId}/parts`)).parts.map((p) => p.PartNumber));
    const count = Math.ceil(source.size / upload.partSize);
    const todo = [];
    for (let n = 1; n <= count; n++) if (!stored.has(n)) todo.push(n);
    const sendPart = async (n) => {
      const start = (n - 1) * upload.partSize;
      const bytes = await source.read(start, Math.min(source.size, start + upload.partSize));
      const { url } = await call('GET', `/uploads/${upload.uploadId}/parts/${n}`);
      const put = await fetch(url, { method: 'PUT', body: bytes });
      if (!put.ok) throw new Error(`part ${n} was refused by storage (HTTP ${put.status})`);
    };
    const queue = [...todo];
    await Promise.all(
      Array.from({ length: Math.min(PART_CONCURRENCY, queue.length) }, async () => {
        for (let n = queue.shift(); n !== undefined; n = queue.shift()) await sendPart(n);
      }),
    );
    const done = await call('POST', `/imports/${importId}/rows/${row.line}/complete`);
    const resumed = stored.size > 0 ? `, ${stored.size} of ${count} parts were already stored` : '';
    console.log(`line ${row.line} ${row.externalId}: uploaded (${source.size} bytes${resumed}) → ${done.state}`);
  } finally {
    await source.close();
  }
}

async function main() {
  const format = options.format ?? (extname(manifestPath).toLowerCase() === '.json' ? 'json' : 'csv');
  const manifest = await readFile(manifestPath, 'utf8');
  const body = { name: basename(manifestPath), format, manifest };
  await signIn();

  const check = await call('POST', '/imports/check', body);
  const errors = [...check.errors, ...(await checkSources(check.sources))].sort((a, b) => a.line - b.line);
  if (errors.length > 0) {
    for (const e of errors) console.error(`line ${e.line} (${e.field}): ${e.message}`);
    console.error(`${errors.length} bad ${errors.length === 1 ? 'row' : 'rows'}; nothing was queued`);
    process.exit(1);
  }
  if (options['dry-run']) {
    console.log(`${check.rows} rows are valid (dry run: nothing was queued)`);
    return;
  }

  const created = await call('POST', '/imports', body);
  console.log(`import ${created.id}: ${created.rows.length} rows`);
  const pending = created.rows.filter((r) => r.state === 'queued' || r.state === 'uploading' || r.state === 'failed');
  for (const r of created.rows)
    if (!pending.includes(r)) console.log(`line ${r.line} ${r.externalId}: ${r.state} already, skipped`);
  let failed = 0;
  const queue = [...pending];
  await Promise.all(
    Array.from({ length: Math.min(parallel, queue.length) }, async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        try {
          await uploadRow(created.id, row);
        } catch (err) {
          failed++;
          console.error(`line ${row.line} ${row.externalId}: failed: ${err.message}`);
        }
      }
    }),
  );

  if (options.wait) {
    for (;;) {
      const detail = await call('GET', `/imports/${created.id}`);
      const open = detail.rows.filter((r) => ['queued', 'uploading', 'encoding'].includes(r.state)).length;
      if (open === 0) {
        for (const r of detail.rows.filter((x) => x.state === 'failed'))
          console.error(`line ${r.line} ${r.externalId}: failed: ${r.reason ?? 'unknown'}`);
        console.log(`published ${detail.counts.published}, failed ${detail.counts.failed}`);
        failed = detail.counts.failed;
        break;
      }
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
  console.log(`import ${created.id}: follow it on the admin app's Import screen`);
  if (failed > 0) process.exit(1);
}

main().catch((err) => {
  console.error(`import failed: ${err.message}`);
  process.exit(1);
});
