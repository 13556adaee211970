// One-line messages, all with the same prefix, and an error type whose message is shown as is.
import { readFileSync } from 'node:fs';

export const PREFIX = 'streamhub stack:';

export function say(message) {
  console.log(`${PREFIX} ${message}`);
}

/** An expected failure: the CLI prints its message as one line, without a stack trace. */
export class StackError extends Error {
  constructor(message) {
    super(message);
    this.name = 'StackError';
  }
}

export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)}s`;
}

export function megabytes(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

/** Last non-empty lines of a log, squeezed onto one line for an error message. */
export function lastLines(file, count = 3, maxChars = 400) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return '(no log)';
  }
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-count)
    .join(' | ');
  return lines.length > maxChars ? `...${lines.slice(-maxChars)}` : lines || '(empty log)';
}
