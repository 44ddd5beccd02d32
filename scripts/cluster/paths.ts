import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const HAPROXY_TEMPLATE = path.join(ROOT, 'deploy/haproxy.cfg');
