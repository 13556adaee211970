#!/usr/bin/env node
// Offline checks of the deployment files, run by `npm test` (deploy/test/) and by hand:
//   node deploy/validate.mjs          docker-compose.yml parsed by docker-compose (no engine needed),
//                                     every Kustomize overlay rendered and each object validated
//                                     against the Kubernetes API schemas (kubernetes-validate ships them).
// The tools come from `node deploy/local/stack.mjs install` (apt, Go module proxy, PyPI); nothing is
// downloaded while checking.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { installPaths } from './local/lib/config.mjs';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const k8sDir = join(repoRoot, 'deploy', 'k8s');
export const composeFile = join(repoRoot, 'docker-compose.yml');
/** The oldest Kubernetes minor the manifests must be valid for (managed clusters in support). */
export const KUBERNETES_VERSION = '1.33.0';

export function overlays() {
  return readdirSync(join(k8sDir, 'overlays'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** `kustomize build` of a directory; the YAML stream of every object. */
export async function render(dir) {
  const result = await execa(installPaths.kustomize(), ['build', dir], { reject: false, all: true });
  if (result.exitCode !== 0) throw new Error(`kustomize build ${dir} failed: ${result.all}`);
  return result.stdout;
}

/**
 * Validates a YAML stream of Kubernetes objects against the API schemas, strictly (unknown
 * fields are errors). Returns the error lines; none means valid.
 */
export async function validateManifests(yaml, label = 'manifests') {
  const dir = mkdtempSync(join(tmpdir(), 'streamhub-k8s-'));
  const file = join(dir, `${label.replace(/[^a-z0-9-]/gi, '_')}.yaml`);
  try {
    writeFileSync(file, yaml);
    const result = await execa(
      installPaths.kubernetesValidate(),
      ['--strict', '--kubernetes-version', KUBERNETES_VERSION, '--quiet', '--no-warn', file],
      { reject: false, all: true },
    );
    const errors = (result.all ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (result.exitCode !== 0 && errors.length === 0) errors.push(`kubernetes-validate exited ${result.exitCode}`);
    return errors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `docker-compose config` with exactly the given variables (nothing from the caller's environment
 * or a local .env leaks in). Returns { ok, output }: the resolved file, or why it is refused.
 */
export async function composeConfig(variables, file = composeFile) {
  const dir = mkdtempSync(join(tmpdir(), 'streamhub-compose-'));
  const envFile = join(dir, 'compose.env');
  try {
    writeFileSync(
      envFile,
      Object.entries(variables)
        .map(([key, value]) => `${key}=${value}\n`)
        .join(''),
    );
    const result = await execa(
      'docker-compose',
      ['--project-directory', dirname(file), '--env-file', envFile, '-f', file, 'config'],
      { reject: false, all: true, extendEnv: false, env: { PATH: process.env.PATH, HOME: dir } },
    );
    return { ok: result.exitCode === 0, output: result.exitCode === 0 ? result.stdout : result.all };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The variables docker-compose.yml requires (`${VAR:?...}`), in order of first use. */
export function requiredComposeVariables(text) {
  return [...new Set([...text.matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((match) => match[1]))];
}

/** Placeholder values for the required variables (never real secrets; only for parsing). */
export function placeholderVariables(names) {
  return Object.fromEntries(names.map((name) => [name, `check-only-${name.toLowerCase()}-0123456789abcdef0123456789`]));
}

async function main() {
  const { readFileSync } = await import('node:fs');
  const failures = [];
  const compose = await composeConfig(
    placeholderVariables(requiredComposeVariables(readFileSync(composeFile, 'utf8'))),
  );
  console.log(`docker-compose config: ${compose.ok ? 'ok' : 'FAILED'}`);
  if (!compose.ok) failures.push(`docker-compose.yml: ${compose.output}`);
  for (const overlay of overlays()) {
    const yaml = await render(join(k8sDir, 'overlays', overlay));
    const errors = await validateManifests(yaml, overlay);
    const objects = yaml.split(/^---$/m).length;
    console.log(
      `k8s overlay ${overlay}: ${objects} objects, ${errors.length === 0 ? 'valid' : 'INVALID'} (Kubernetes ${KUBERNETES_VERSION})`,
    );
    failures.push(...errors.map((error) => `${overlay}: ${error}`));
  }
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
