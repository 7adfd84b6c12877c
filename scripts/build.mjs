import { ensureBuild } from './lib/build.mjs';

ensureBuild({ force: process.argv.includes('--force') });
