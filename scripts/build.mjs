import { ensureBuild } from './lib/build.mjs';

await ensureBuild({ force: process.argv.includes('--force') });
