// The program behind every command a procedures test puts on PATH (aws, docker, psql, …): it
// sends the command line to the test's lab (tests/support/procedures/lab.ts) and does what the lab
// answers: print a stand-in's output and exit with its status, or run the real program and report
// back how it ended. Plain JavaScript so that each call starts in tens of milliseconds.
import {spawn} from 'node:child_process';
import {fstatSync, readFileSync} from 'node:fs';
import http from 'node:http';

const [program, ...args] = process.argv.slice(2);
const lab = process.env.DOCBOX_LAB_URL;

/** Where this command's standard output goes: the lab compares it with the block's own. */
function stdoutTarget() {
  try {
    const stat = fstatSync(1);
    // Output thrown away (>/dev/null) is neither the reader's nor the script's.
    if (stat.isCharacterDevice() && stat.rdev === 259) return 'null';
    return `${stat.dev}:${stat.ino}`;
  } catch {
    return null;
  }
}

function post(body) {
  return new Promise((resolve, reject) => {
    const request = http.request(lab, {method: 'POST', headers: {'content-type': 'application/json'}}, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

const call = {program, args, cwd: process.cwd(), stdout: stdoutTarget(), env: process.env};
let answer = await post({kind: 'call', ...call});
if (answer.readStdin) {
  // Only programs that read their standard input take it (as docker compose exec does): the
  // others must leave it to the shell loop around them.
  answer = await post({kind: 'call', ...call, stdin: readFileSync(0).toString('base64'), id: answer.id});
}
if (answer.passthrough) {
  const child = spawn(answer.passthrough, answer.args ?? args, {stdio: ['inherit', 'pipe', 'inherit']});
  let bytes = 0;
  child.stdout.on('data', (chunk) => {
    bytes += chunk.length;
    process.stdout.write(chunk);
  });
  const status = await new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1))));
  await post({kind: 'ended', id: answer.id, exit: status, stdoutBytes: bytes});
  process.exitCode = status;
} else {
  if (answer.stdout) process.stdout.write(Buffer.from(answer.stdout, 'base64'));
  if (answer.stderr) process.stderr.write(answer.stderr);
  process.exitCode = answer.exit ?? 0;
}
