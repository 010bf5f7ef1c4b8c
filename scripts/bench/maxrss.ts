/**
 * Loaded with `node --import` by the estimand benchmark (scripts/bench/runs.ts): as the process
 * exits, writes its peak resident memory in kB to the file named by BENCH_MAXRSS_FILE.
 */
import { writeFileSync } from 'node:fs';

const file = process.env['BENCH_MAXRSS_FILE'];
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
