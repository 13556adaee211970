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
export const MINIO_MODULE = 'github.com/minio/minio@v0.0.0-20260212201848-7aac2a2c5b7c';

/** Install cache, outside the repo so clones and `git clean` keep it. */
export function cacheDir() {
  return process.env.STREAMHUB_CACHE || join(homedir(), '.cache', 'streamhub');
}

/** Run state (logs, pids, data); tests point STACK_DIR elsewhere to stay isolated. */
export function stackDir() {
  return resolve(process.env.STACK_DIR || join(repoRoot, '.stack'));
}

export const stackPaths = {
  logs: () => join(stackDir(), 'logs'),
  pids: () => join(stackDir(), 'pids'),
  data: (name) => join(stackDir(), 'data', name),
  log: (name) => join(stackDir(), 'logs', `${name}.log`),
  pid: (name) => join(stackDir(), 'pids', `${name}.pid`),
  envFile: () => join(stackDir(), 'env'),
};

export const installPaths = {
  kafkaLib: () => join(cacheDir(), `kafka-${KAFKA_VERSION}`, 'lib'),
  mongoLib: () => join(cacheDir(), `mongo-java-server-${MONGO_SERVER_VERSION}`, 'lib'),
  mongoClasses: () => join(cacheDir(), `mongo-java-server-${MONGO_SERVER_VERSION}`, 'classes'),
  minio: () => join(cacheDir(), 'bin', 'minio'),
  maildev: () => join(repoRoot, 'node_modules', '.bin', 'maildev'),
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

/**
 * A secret of this stack: the env var when set, else one generated once per STACK_DIR and kept in
 * its secrets/ folder (so a restart keeps signed URLs valid, and no secret has a default in code).
 */
export function stackSecret(varName) {
  if (process.env[varName]) return process.env[varName];
  const dir = join(stackDir(), 'secrets');
  const file = join(dir, varName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

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
    KAFKA_BROKERS: externalUrl('KAFKA_BROKERS') ?? `${HOST}:${port('KAFKA_PORT')}`,
    REDIS_URL: externalUrl('REDIS_URL') ?? `redis://${HOST}:${port('REDIS_PORT')}`,
    S3_ENDPOINT: externalUrl('S3_ENDPOINT') ?? `http://${HOST}:${port('MINIO_PORT')}`,
    S3_ACCESS_KEY: accessKey,
    S3_SECRET_KEY: secretKey,
    SMTP_URL: smtpExternal ?? `smtp://${HOST}:${port('SMTP_PORT')}`,
    MEDIA_URL_SECRET: stackSecret('MEDIA_URL_SECRET'),
  };
  // The mail catcher exists only when we run it (or the caller names one).
  const maildevUrl =
    externalUrl('MAILDEV_URL') ?? (smtpExternal ? undefined : `http://${HOST}:${port('MAILDEV_WEB_PORT')}`);
  if (maildevUrl) env.MAILDEV_URL = maildevUrl;
  return env;
}
