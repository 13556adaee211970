import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The clients are generated from the OpenAPI document the gateway build writes (dist/openapi.json,
 * docs/architecture.md "Clients"): a response schema that changes must break a client call at
 * compile time. This generates the types from the document, and from a copy with one response
 * field renamed, and type-checks the same small call site against both.
 */

const root = resolve(__dirname, '../../..');
const documentFile = join(root, 'gateway/dist/openapi.json');
const PLANS = '/api/v1/subscriptions/plans';

/** A call as the web app writes it (openapi-fetch, the envelope's data read by name). */
const CALL_SITE = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

const api = createClient<paths>({ baseUrl: 'http://127.0.0.1' });

export async function planCodes(): Promise<string[]> {
  const { data } = await api.GET('${PLANS}');
  return (data?.data?.plans ?? []).map((plan) => plan.code);
}
`;

type Json = Record<string, unknown>;
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function compileErrors(document: Json): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-client-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'api.d.ts'), astToString(await openapiTS(document as never)));
  writeFileSync(join(dir, 'call.ts'), CALL_SITE);
  const program = ts.createProgram([join(dir, 'call.ts')], {
    strict: true,
    esModuleInterop: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
    baseUrl: dir,
    paths: { 'openapi-fetch': [join(root, 'node_modules/openapi-fetch/dist/index.d.mts')] },
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

/** The document with `plans` of GET /subscriptions/plans' data renamed to `planList`. */
function withPlansRenamed(document: Json): Json {
  const copy = structuredClone(document) as { paths: Record<string, Json> };
  const ok = (copy.paths[PLANS] as { get: { responses: Record<string, Json> } }).get.responses['200'] as {
    content: { 'application/json': { schema: { properties: { data: Json } } } };
  };
  const data = ok.content['application/json'].schema.properties.data as {
    properties: Record<string, unknown>;
    required?: string[];
  };
  expect(data.properties.plans).toBeDefined();
  data.properties = { planList: data.properties.plans };
  data.required = ['planList'];
  return copy as Json;
}

describe('clients generated from the OpenAPI document', () => {
  // The route the call site uses, with every component (to keep it quick, the other routes are left out).
  const full = JSON.parse(readFileSync(documentFile, 'utf8')) as Json & { paths: Record<string, Json> };
  const document: Json = { ...full, paths: { [PLANS]: full.paths[PLANS] } };

  it('compile a call against the document as it is', async () => {
    expect(await compileErrors(document)).toEqual([]);
  }, 30_000);

  it('fail to compile the same call once a response field it reads is renamed', async () => {
    const errors = await compileErrors(withPlansRenamed(document));
    expect(errors.join('\n')).toMatch(/Property 'plans' does not exist/);
  }, 30_000);
});
