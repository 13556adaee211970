// Generates the admin app's RTK Query endpoints from the gateway's OpenAPI document
// (gateway/dist/openapi.json, written by the gateway's build) into src/app/generated/ (not committed):
// `node scripts/generate-api.mjs [document] [app folder holding api.ts]`.
//
// The document is first put the way the admin app sees the API: paths relative to API_BASE_URL
// (the API prefix is the base query's), and each JSON success reply as the `data` of its
// `{success, message, data}` envelope, which the base query unwraps (src/app/base-query.ts).
// Endpoint names come from the operation ids without "Controller": BannersController_listAll → bannersListAll.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateEndpoints } from '@rtk-query/codegen-openapi';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Arguments (for the compile-fail test): the document, and a folder whose api.ts is the base API.
const [source = resolve(root, '../gateway/dist/openapi.json'), appDir = resolve(root, 'src/app')] =
  process.argv.slice(2);
const API_PREFIX = '/api/v1';

/** The OpenAPI document as the admin app's base query sees it. */
function adminView(document) {
  const paths = {};
  for (const [path, operations] of Object.entries(document.paths)) {
    if (!path.startsWith(`${API_PREFIX}/`)) continue;
    const methods = {};
    for (const [method, operation] of Object.entries(operations)) {
      if (typeof operation !== 'object' || operation === null || !('responses' in operation)) {
        methods[method] = operation;
        continue;
      }
      const responses = {};
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const schema = response.content?.['application/json']?.schema;
        const data = /^2/.test(status) ? schema?.properties?.data : undefined;
        responses[status] = data
          ? { ...response, content: { ...response.content, 'application/json': { schema: data } } }
          : response;
      }
      const operationId = operation.operationId?.replace('Controller_', '_');
      methods[method] = { ...operation, operationId, responses };
    }
    paths[path.slice(API_PREFIX.length)] = methods;
  }
  return { ...document, servers: [], paths };
}

const outDir = resolve(appDir, 'generated');
mkdirSync(outDir, { recursive: true });
const schemaFile = resolve(outDir, 'openapi.admin.json');
writeFileSync(schemaFile, JSON.stringify(adminView(JSON.parse(readFileSync(resolve(source), 'utf8')))));
// Relative paths, so the generated file imports '../api'.
process.chdir(appDir);
await generateEndpoints({
  schemaFile,
  apiFile: './api.ts',
  apiImport: 'api',
  exportName: 'generatedApi',
  outputFile: './generated/admin-api.ts',
  hooks: true,
  tag: false,
  encodePathParams: true,
});
