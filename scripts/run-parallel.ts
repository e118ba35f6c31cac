/**
 * `tsx scripts/run-parallel.ts <command> <command> …`: runs shell commands side by side, as many at
 * once as the machine has cores, and fails (exit 1) when any of them fails. Each command's output is
 * printed whole, under its name, when it ends, so two outputs never interleave. `npm run check` runs
 * its independent steps through it (types, lint, formatting, API lint, client drift, catalogues):
 * one after the other they took 34 s on the 2-core development machine, most of it in three
 * single-threaded tools.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

interface Outcome {
  command: string;
  code: number;
  output: string;
  seconds: number;
}

function run(command: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (code: number) =>
      resolve({ command, code, output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function main(commands: string[]): Promise<number> {
  if (commands.length === 0) {
    console.error('Usage: tsx scripts/run-parallel.ts <command> <command> …');
    return 2;
  }
  const queue = [...commands];
  const outcomes: Outcome[] = [];
  const worker = async () => {
    for (let command = queue.shift(); command !== undefined; command = queue.shift()) {
      const outcome = await run(command);
      outcomes.push(outcome);
      const mark = outcome.code === 0 ? 'ok' : `FAILED (exit ${outcome.code})`;
      process.stdout.write(`\n> ${command}: ${mark}, ${outcome.seconds.toFixed(1)} s\n${outcome.output}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), commands.length) }, worker));
  const failed = outcomes.filter((outcome) => outcome.code !== 0);
  if (failed.length > 0)
    console.error(`\n${failed.length} of ${commands.length} failed: ${failed.map((f) => f.command).join('; ')}`);
  return failed.length > 0 ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
