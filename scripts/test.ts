/**
 * `npm test` and `npm run test:full` (decision 045): every stage of the suite, the static checks
 * side by side, then vitest with the pseudo-locale crawl beside it, then the browser tests; the
 * full run also sets TEST_SCOPE=full (every API file on both engines, the bench's smoke run, every
 * desktop test, the full soak) and runs the API's core tests on the Node LTS lines. Each stage runs
 * even when one before it failed, so that one run says everything that is wrong; the run ends with
 * each stage's time and the tests counted, and exits non-zero when any stage failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const full = process.argv.includes('--full');
const reports = path.join(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = { ...process.env, ...(full ? { TEST_SCOPE: 'full' } : {}) };
const npx = (bin: string) => path.join(root, 'node_modules/.bin', bin);

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
}

/**
 * Runs `step`, its output streamed as it comes (or, with `buffered`, held and printed whole once
 * it ends, so that steps side by side do not interleave their lines).
 */
function run(step: Step, buffered = false): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      env: { ...env, ...step.env },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const done = (ok: boolean) => {
      if (buffered) process.stdout.write(`\n> ${step.name}\n${output}`);
      resolve({ name: step.name, seconds: (Date.now() - started) / 1000, ok });
    };
    child.once('error', (error) => {
      output += `${error.message}\n`;
      done(false);
    });
    child.once('exit', (code) => done(code === 0));
  });
}

const outcomes: Outcome[] = [];
const runStarted = Date.now();

// The static checks side by side (each is one process on one core).
const staticStarted = Date.now();
const checks = await Promise.all([
  run({ name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] }, true),
  run({ name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] }, true),
  run({ name: 'format', command: 'npm', args: ['run', '--silent', 'format:check'] }, true),
]);
outcomes.push({
  name: `static checks (${checks.map((c) => `${c.name} ${c.seconds.toFixed(0)} s`).join(', ')})`,
  seconds: (Date.now() - staticStarted) / 1000,
  ok: checks.every((c) => c.ok),
});

// vitest leaves a core idle for part of its run (its process and timing files wait on servers and
// clocks): the pseudo-locale crawl, with its own copy, build and server, runs beside it, its output
// printed whole when it ends (decision 045). The console's build for the browser tests stays at
// the head of their stage: beside vitest it cost vitest more than it saved them (measured).
const [vitest, pseudoCrawl] = await Promise.all([
  run({
    name: 'vitest (unit and API)',
    command: npx('vitest'),
    args: [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, 'vitest.json')}`,
    ],
  }),
  run(
    {
      name: 'pseudo-locale crawl (beside vitest)',
      command: 'npm',
      args: ['run', '--silent', 'test:pseudo'],
    },
    true,
  ),
]);
outcomes.push(vitest, pseudoCrawl);
if (full)
  outcomes.push(
    await run({
      name: 'the API core on the Node LTS lines',
      command: 'npm',
      args: ['run', '--silent', 'test:node-lines'],
    }),
  );
outcomes.push(
  await run({
    name: 'Playwright (browser)',
    command: npx('playwright'),
    args: ['test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json') },
  }),
);

/** Tests passed and failed, from the runners' JSON reports (none counted when one is missing). */
function counted(): { passed: number; failed: number; skipped: number } {
  const count = { passed: 0, failed: 0, skipped: 0 };
  const vitest = path.join(reports, 'vitest.json');
  if (existsSync(vitest)) {
    const r = JSON.parse(readFileSync(vitest, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    count.passed += r.numPassedTests;
    count.failed += r.numFailedTests;
    count.skipped += r.numPendingTests + r.numTodoTests;
  }
  const playwright = path.join(reports, 'playwright.json');
  if (existsSync(playwright)) {
    const r = JSON.parse(readFileSync(playwright, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    count.passed += r.stats.expected;
    count.failed += r.stats.unexpected + r.stats.flaky;
    count.skipped += r.stats.skipped;
  }
  return count;
}

/** An error's first lines, without colour codes, short enough for CI's tail. */
const opening = (text = '', count = 3) =>
  stripVTControlCharacters(text)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, count)
    .join(' · ')
    .slice(0, 400);

/**
 * Where a browser test's error was thrown: its file and line, and when that is a helper's, the
 * line of the test that called it (from the stack).
 */
function whereIn(location: { file: string; line: number }, stack = '', spec: string) {
  const [file, test] = [path.basename(location.file), path.basename(spec)];
  const at = `${file}:${location.line}`;
  if (file === test) return at;
  const caller = stripVTControlCharacters(stack).match(
    new RegExp(`${test.replace(/\./g, '\\.')}:(\\d+)`),
  );
  return caller ? `${at}, called from ${test}:${caller[1]}` : at;
}

/**
 * Each failed test by name with the first line of its error, from the JSON reports: CI keeps only
 * the end of the log, and the runners' own lists of failures scroll out of it.
 */
function failedTests(): string[] {
  const lines: string[] = [];
  const vitest = path.join(reports, 'vitest.json');
  if (existsSync(vitest)) {
    const r = JSON.parse(readFileSync(vitest, 'utf8')) as {
      testResults: {
        name: string;
        message?: string;
        status?: string;
        assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
      }[];
    };
    for (const file of r.testResults) {
      const where = path.relative(process.cwd(), file.name);
      const failed = file.assertionResults.filter((t) => t.status === 'failed');
      for (const t of failed)
        lines.push(`vitest ${where} › ${t.fullName}\n      ${opening(t.failureMessages?.[0], 1)}`);
      if (failed.length === 0 && file.status === 'failed')
        lines.push(`vitest ${where}\n      ${opening(file.message, 1)}`);
    }
  }
  const playwright = path.join(reports, 'playwright.json');
  if (existsSync(playwright)) {
    const r = JSON.parse(readFileSync(playwright, 'utf8')) as JSONReport;
    const walk = (suite: JSONReportSuite) => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests)
          if (t.status === 'unexpected' || t.status === 'flaky') {
            const error = t.results.find((result) => result.error)?.error;
            const at = error?.location
              ? ` (at ${whereIn(error.location, error.stack, spec.file)})`
              : '';
            lines.push(
              `playwright [${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}` +
                `${t.status === 'flaky' ? ' (flaky)' : ''}\n      ${opening(error?.message)}${at}`,
            );
          }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of r.suites) walk(suite);
  }
  return lines;
}

const minutes = (seconds: number) => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
console.log(`\n${full ? 'npm run test:full' : 'npm test'}: each stage's wall time`);
for (const o of outcomes)
  console.log(`  ${o.ok ? 'ok    ' : 'FAILED'} ${minutes(o.seconds).padStart(6)}  ${o.name}`);
console.log(`  total  ${minutes((Date.now() - runStarted) / 1000).padStart(6)}`);
const { passed, failed, skipped } = counted();
const failedStages = outcomes.filter((o) => !o.ok).length;
// The plain closing line: the tests vitest and Playwright counted; when a stage failed with no
// test failing (a static check, say), each such stage counts as one failure.
const failures = failed > 0 ? failed : failedStages;
const named = failedTests();
if (named.length > 0) console.log(`\nFailed:\n${named.map((line) => `  ${line}`).join('\n')}`);
console.log(`\n${passed} passed, ${failures} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedStages === 0 ? 0 : 1);
