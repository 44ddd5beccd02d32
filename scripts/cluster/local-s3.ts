// node scripts/cluster/local-s3.ts [bucket]: a local S3-compatible server (s3rver, as the tests use) until
// Ctrl-C, for trying several instances by hand (docs/operations.md). Prints the variables the API needs.
/// <reference path="../../apps/api/src/test/s3rver.d.ts" />
import { startLocalS3 } from '../../apps/api/src/test/local-s3.ts';

const s3 = await startLocalS3({ bucket: process.argv[2] || 'rentals-local' });
console.log(`# A local S3 server on ${s3.endpoint} (objects in a temporary folder, removed on Ctrl-C). For the API:`);
for (const [name, value] of Object.entries(s3.env)) console.log(`export ${name}=${value}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void s3.close().finally(() => process.exit(0));
  });
}
