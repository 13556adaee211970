#!/usr/bin/env node
// The npm workspaces one deployable needs: the app and, transitively, the @streamhub libraries it
// depends on (read from the package.json files, the same edges Nx derives its project graph from).
// Used inside the image builds (deploy/docker/*Dockerfile) so each image holds only its own app:
//   node workspaces.mjs prune <app-dir> <out>    -> <out>/manifests (package files + lockfile) and
//                                                 <out>/sources (the workspaces' sources, no tests)
//   node workspaces.mjs collect <app-dir> <out>  -> <out>: node_modules + each workspace's
//                                                 package.json and dist (after build and prune)
//   node workspaces.mjs build-args <app-dir>     -> `--workspace=...` in build order
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Root devDependencies the image builds need (compilers); the rest serve tests and the local stack. */
const BUILD_TOOLS = ['typescript', '@types/node'];
/** Never copied into an image: tests, build output, local installs. */
const SKIPPED = new Set(['node_modules', 'dist', 'test', 'results', '.vite']);

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** name -> { name, dir (relative), manifest } for every workspace of the root package.json. */
export function listWorkspaces(root = repoRoot) {
  const workspaces = new Map();
  for (const pattern of readJson(join(root, 'package.json')).workspaces) {
    const dirs = pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(pattern.slice(0, -2), entry.name))
      : [pattern];
    for (const dir of dirs) {
      const file = join(root, dir, 'package.json');
      if (!existsSync(file)) continue;
      const manifest = readJson(file);
      workspaces.set(manifest.name, { name: manifest.name, dir, manifest });
    }
  }
  return workspaces;
}

/** Workspace names a manifest depends on at run or build time (not its tests' helpers). */
export function workspaceDependencies(manifest, workspaces) {
  const declared = { ...manifest.dependencies, ...manifest.peerDependencies };
  return Object.keys(declared).filter((name) => workspaces.has(name));
}

/** The app's workspace and every workspace it needs, dependencies first (build order). */
export function closure(appDir, root = repoRoot) {
  const workspaces = listWorkspaces(root);
  const app = [...workspaces.values()].find((workspace) => workspace.dir === appDir.replace(/\/$/, ''));
  if (!app) throw new Error(`${appDir} is not a workspace of ${root}/package.json`);
  const ordered = [];
  const visit = (workspace, path) => {
    if (path.includes(workspace.name)) throw new Error(`workspace cycle: ${[...path, workspace.name].join(' -> ')}`);
    if (ordered.includes(workspace)) return;
    for (const name of workspaceDependencies(workspace.manifest, workspaces))
      visit(workspaces.get(name), [...path, workspace.name]);
    ordered.push(workspace);
  };
  visit(app, []);
  return ordered;
}

function prune(appDir, out, root) {
  const members = closure(appDir, root);
  const rootManifest = readJson(join(root, 'package.json'));
  const devDependencies = Object.fromEntries(
    BUILD_TOOLS.filter((name) => rootManifest.devDependencies?.[name]).map((name) => [
      name,
      rootManifest.devDependencies[name],
    ]),
  );
  const manifests = join(out, 'manifests');
  mkdirSync(manifests, { recursive: true });
  writeFileSync(
    join(manifests, 'package.json'),
    `${JSON.stringify(
      {
        name: rootManifest.name,
        private: true,
        version: rootManifest.version,
        engines: rootManifest.engines,
        workspaces: members.map((member) => member.dir),
        devDependencies,
        allowScripts: rootManifest.allowScripts,
      },
      null,
      2,
    )}\n`,
  );
  for (const file of ['package-lock.json', 'tsconfig.base.json']) cpSync(join(root, file), join(manifests, file));
  for (const member of members) {
    mkdirSync(join(manifests, member.dir), { recursive: true });
    cpSync(join(root, member.dir, 'package.json'), join(manifests, member.dir, 'package.json'));
    cpSync(join(root, member.dir), join(out, 'sources', member.dir), {
      recursive: true,
      filter: (source) => {
        const name = basename(source);
        return !SKIPPED.has(name) && !/\.(spec|test)\.[cm]?[jt]sx?$/.test(name);
      },
    });
  }
}

function collect(appDir, out, root) {
  mkdirSync(out, { recursive: true });
  cpSync(join(root, 'node_modules'), join(out, 'node_modules'), { recursive: true, verbatimSymlinks: true });
  for (const member of closure(appDir, root)) {
    for (const part of ['package.json', 'dist', 'node_modules']) {
      const source = join(root, member.dir, part);
      if (existsSync(source)) cpSync(source, join(out, member.dir, part), { recursive: true, verbatimSymlinks: true });
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, appDir, out] = process.argv.slice(2);
  const root = process.cwd();
  if (command === 'prune' && appDir && out) prune(appDir, resolve(out), root);
  else if (command === 'collect' && appDir && out) collect(appDir, resolve(out), root);
  else if (command === 'build-args' && appDir)
    process.stdout.write(
      `${closure(appDir, root)
        .map((member) => `--workspace=${member.dir}`)
        .join(' ')}\n`,
    );
  else {
    process.stderr.write('usage: workspaces.mjs prune|collect <app-dir> <out> | build-args <app-dir>\n');
    process.exit(64);
  }
}
