// After `react-router build` (npm run build): writes Brotli (quality 11) and gzip (level 9) forms beside each
// text file of build/client from 1 KB (name.br, name.gz), where smaller. The server serves them as they are
// (server/static-files.ts), so no server process compresses the same files again at every start.
import path from 'node:path';
import { writeCompressedForms } from '../server/static-files.ts';

const dir = path.resolve(process.argv[2] ?? 'build/client');
const count = await writeCompressedForms(dir);
process.stdout.write(`precompressed: ${count} files written in ${path.relative(process.cwd(), dir)}\n`);
