import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { webAppTestConfig } from '../libs/web-kit/src/vitest-config';

export default webAppTestConfig(path.dirname(fileURLToPath(import.meta.url)));
