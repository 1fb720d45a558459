import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresBinDir } from './postgresServer.js';

const readme = fileURLToPath(new URL('../../../../README.md', import.meta.url));
const COMPOSE_EXEC = /^docker compose exec (?:-T )?postgres (.*?)\s*([<>])\s*(\S+)$/;

/** One command of the README: the program and arguments run in the postgres container. */
export type ReadmeCommand = {
  argv: string[];
  /** `>`: the dump goes to stdout; `<`: it is read from stdin. */
  direction: '<' | '>';
  /** The file the README redirects to or from. */
  file: string;
};

/** The README's command line that runs `program` in the postgres service, comment dropped. */
export function readmeCommand(program: 'pg_dump' | 'pg_restore'): ReadmeCommand {
  const lines = fs
    .readFileSync(readme, 'utf8')
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line.startsWith('docker compose exec') && line.includes(` ${program} `));
  const [line, ...more] = lines;
  if (!line || more.length > 0) {
    throw new Error(`README.md should have one \`docker compose exec\` line for ${program}`);
  }
  const match = COMPOSE_EXEC.exec(line);
  if (!match?.[1] || !match[3]) throw new Error(`README.md's ${program} line is not understood`);
  return { argv: match[1].split(/\s+/), direction: match[2] === '<' ? '<' : '>', file: match[3] };
}

export type CommandRun = { status: number | null; stderr: string };

/**
 * Runs a README command with the machine's PostgreSQL binaries against the server at `port`, as
 * `docker compose exec postgres` runs it against the container's own server, with `dir` holding
 * the file it redirects to or from.
 */
export function runReadmeCommand(command: ReadmeCommand, port: number, dir: string): CommandRun {
  const [program = '', ...args] = command.argv;
  const file = path.join(dir, command.file);
  const result = spawnSync(path.join(postgresBinDir(), program), args, {
    env: { PATH: process.env.PATH ?? '', PGHOST: '127.0.0.1', PGPORT: String(port) },
    input: command.direction === '<' ? fs.readFileSync(file) : undefined,
    encoding: 'buffer',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (command.direction === '>') fs.writeFileSync(file, result.stdout);
  return { status: result.status, stderr: result.stderr.toString() };
}
