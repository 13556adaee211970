import { execFile } from 'node:child_process';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { adminToken, newViewer, randomClientIp, testEnv } from '@streamhub/testkit';

/**
 * Schema-driven fuzzing of the whole public API (schemathesis, installed by the local stack from
 * PyPI) as a guest, a viewer and an admin, against the running stack: no response may be a 5xx,
 * break the schema the OpenAPI document declares for it, or answer an unsupported method with
 * anything but 405. Bounded in examples per operation and in time per role.
 */

const run = promisify(execFile);
const cache = process.env.STREAMHUB_CACHE || join(homedir(), '.cache', 'streamhub');
const python = join(cache, 'schemathesis-4.32.5', 'bin', 'python3');
// The CLI behind a launcher that keeps Python's AST parser to one thread at a time (see the file).
const launcher = join(__dirname, 'schemathesis-run.py');
// 25 s a role is about a thousand requests each; FUZZ_SECONDS_PER_ROLE=300 fuzzes deeper.
const SECONDS_PER_ROLE = Number(process.env.FUZZ_SECONDS_PER_ROLE ?? 25);

async function fuzz(role: string, token?: string): Promise<void> {
  const args = [
    launcher,
    'run',
    `${testEnv.gatewayUrl}/api/v1/docs-json`,
    '--checks',
    'not_a_server_error,response_schema_conformance,status_code_conformance,content_type_conformance,unsupported_method',
    '--phases',
    'examples,fuzzing',
    '--max-examples',
    '10',
    '--max-time',
    String(SECONDS_PER_ROLE),
    '--workers',
    '2',
    '--no-shrink',
    '--request-timeout',
    '15',
    '--generation-database',
    'none',
    // Each role fuzzes as a client of its own, so per-IP limits it trips stay its own.
    '--header',
    `X-Forwarded-For: ${randomClientIp()}`,
    ...(token ? ['--header', `Authorization: Bearer ${token}`] : []),
  ];
  try {
    const { stdout } = await run(python, args, {
      timeout: (SECONDS_PER_ROLE + 60) * 1000,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NO_COLOR: '1', SCHEMATHESIS_WAIT_FOR_SCHEMA: '30' },
    });
    const summary = stdout.split('\n').find((line) => /\d+ generated/.test(line)) ?? '';
    console.log(`fuzz as ${role}: ${summary.trim()}`);
    expect(summary, stdout.slice(-4_000)).toMatch(/\d+ generated, \d+ passed/);
  } catch (err) {
    const e = err as { stdout?: string; code?: number };
    const report = (e.stdout ?? String(err)).split('= FAILURES =').pop() ?? '';
    expect.fail(`schemathesis as ${role} found problems (exit ${e.code}):\n${report.slice(0, 12_000)}`);
  }
}

describe('the public API under schema-driven fuzzing', () => {
  it('holds as a guest', async () => {
    await fuzz('guest');
  });

  it('holds as a viewer', async () => {
    await fuzz('viewer', (await newViewer()).token);
  });

  it('holds as an admin', async () => {
    await fuzz('admin', await adminToken());
  });
});
