/**
 * Runs npm scripts as `npm test` needs them: groups in order, the scripts of a group side by side, two at a time.
 * Most checks are one Node thread each, so on a 2-core CI runner a pair takes the time of the longer one; steps that
 * use every core themselves (vitest, the build, Playwright) get a group of their own, whose output streams as it
 * comes. Side by side, each step's output is printed whole when it ends, so the two do not interleave. Every step's
 * time is printed, so the CI log shows where the time goes.
 * A group with a failed step ends the run (exit 1) after its other steps have finished.
 * Usage: tsx scripts/run-steps.ts "typecheck check:pages" "test:unit" … (a group is one argument, scripts split by spaces)
 */
import { spawn } from 'node:child_process';

const PARALLEL = 2;

interface Result {
  script: string;
  code: number;
  seconds: number;
  output: string;
}

function run(script: string, live: boolean): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (d: Buffer) => chunks.push(d));
    child.stderr?.on('data', (d: Buffer) => chunks.push(d));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      resolve({ script, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000, output: Buffer.concat(chunks).toString() });
    });
  });
}

/** The group's scripts, at most PARALLEL at a time, each reported as it ends. */
async function runGroup(scripts: string[]): Promise<Result[]> {
  const queue = [...scripts];
  const results: Result[] = [];
  const live = scripts.length === 1;
  const lane = async () => {
    for (let script = queue.shift(); script; script = queue.shift()) {
      if (live) console.log(`\n> npm run ${script}`);
      const result = await run(script, live);
      if (!live) process.stdout.write(`\n> npm run ${script}\n${result.output}`);
      console.log(`< ${script}: ${result.code === 0 ? 'ok' : `failed (exit ${result.code})`} in ${result.seconds.toFixed(1)} s`);
      results.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, scripts.length) }, lane));
  return results;
}

const groups = process.argv.slice(2).map((g) => g.split(/\s+/).filter(Boolean));
if (groups.length === 0 || groups.some((g) => g.length === 0)) {
  console.error('usage: tsx scripts/run-steps.ts "<script> <script>" "<script>" …');
  process.exit(2);
}
const all: Result[] = [];
for (const group of groups) {
  const results = await runGroup(group);
  all.push(...results);
  if (results.some((r) => r.code !== 0)) break;
}
console.log(`\nsteps: ${all.map((r) => `${r.script} ${r.seconds.toFixed(1)} s${r.code === 0 ? '' : ' FAILED'}`).join(', ')}`);
process.exit(all.some((r) => r.code !== 0) ? 1 : 0);
