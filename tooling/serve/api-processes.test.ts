import { execFileSync } from 'node:child_process';
import path from 'node:path';

// processCountFrom, workerCountFrom and their environments' problems as `pnpm start` calls them
// (in a child process: the module is an ES module).

const MODULE = path.join(__dirname, 'api-processes.mjs');

/** Runs `expression` with the module's exports in scope; its JSON value, or the error's message. */
function evaluate(expression: string): unknown {
  const script = `import * as m from ${JSON.stringify(MODULE)};
    try { console.log(JSON.stringify({ value: ${expression} })); }
    catch (error) { console.log(JSON.stringify({ error: error.message })); }`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

it('reads the number of API processes from --processes, else API_PROCESSES, else 1', () => {
  expect(evaluate(`m.processCountFrom(['node', 'start'], {})`)).toEqual({ value: 1 });
  expect(evaluate(`m.processCountFrom([], { API_PROCESSES: '3' })`)).toEqual({ value: 3 });
  expect(evaluate(`m.processCountFrom(['--processes', '2'], { API_PROCESSES: '3' })`)).toEqual({
    value: 2,
  });
  expect(evaluate(`m.processCountFrom(['--processes=4'], {})`)).toEqual({ value: 4 });
});

it('refuses a count that is not a whole number from 1 to 16, saying what it got', () => {
  for (const given of ['0', '17', 'two', '1.5']) {
    expect(evaluate(`m.processCountFrom(['--processes', '${given}'], {})`)).toEqual({
      error: `--processes (or API_PROCESSES) must be a whole number from 1 to 16, not "${given}".`,
    });
  }
});

it('needs REDIS_URL for several processes, and says how to give it', () => {
  expect(evaluate(`m.severalProcessesProblem(1, {})`)).toEqual({ value: null });
  expect(evaluate(`m.severalProcessesProblem(2, { REDIS_URL: 'redis://127.0.0.1:6379' })`)).toEqual(
    { value: null },
  );
  expect(evaluate(`m.severalProcessesProblem(2, {})`)).toEqual({
    value: expect.stringMatching(/^2 API processes need REDIS_URL/),
  });
});

it('reads the number of worker processes from --workers, else WORKER_PROCESSES, else none', () => {
  expect(evaluate(`m.workerCountFrom(['node', 'start', '--processes', '2'], {})`)).toEqual({
    value: 0,
  });
  expect(evaluate(`m.workerCountFrom([], { WORKER_PROCESSES: '2' })`)).toEqual({ value: 2 });
  expect(
    evaluate(
      `m.workerCountFrom(['--processes', '2', '--workers', '1'], { WORKER_PROCESSES: '3' })`,
    ),
  ).toEqual({ value: 1 });
  expect(evaluate(`m.workerCountFrom(['--workers=4', '--processes=2'], {})`)).toEqual({
    value: 4,
  });
  // --workers does not change how many API processes there are.
  expect(evaluate(`m.processCountFrom(['--workers', '3'], {})`)).toEqual({ value: 1 });
});

it('refuses a worker count that is not a whole number from 0 to 16, saying what it got', () => {
  for (const given of ['-1', '17', 'one', '0.5']) {
    expect(evaluate(`m.workerCountFrom(['--workers', '${given}'], {})`)).toEqual({
      error: `--workers (or WORKER_PROCESSES) must be a whole number from 0 to 16, not "${given}".`,
    });
  }
});

it('needs DATABASE_URL and REDIS_URL for worker processes, naming what is missing', () => {
  const both = `{ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/portal', REDIS_URL: 'redis://127.0.0.1:6379' }`;
  expect(evaluate(`m.workersProblem(0, {})`)).toEqual({ value: null });
  expect(evaluate(`m.workersProblem(1, ${both})`)).toEqual({ value: null });
  expect(evaluate(`m.workersProblem(1, { REDIS_URL: 'redis://127.0.0.1:6379' })`)).toEqual({
    value: expect.stringMatching(/^Worker processes need DATABASE_URL \(/),
  });
  expect(evaluate(`m.workersProblem(2, {})`)).toEqual({
    value: expect.stringMatching(
      /^Worker processes need DATABASE_URL and REDIS_URL .*--workers 1$/s,
    ),
  });
});
