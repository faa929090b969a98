// Turns the global block ("/*") of a _headers file (the static-host format the build writes)
// into nginx add_header lines, so nginx and static hosts send the same security headers.
import {readFileSync} from 'node:fs';

const file = process.argv[2];
const lines = readFileSync(file, 'utf8').split('\n');
let inGlobal = false;
const out = [];
for (const line of lines) {
  if (!line.trim() || line.trim().startsWith('#')) continue;
  if (!/^\s/.test(line)) {
    inGlobal = line.trim() === '/*';
    continue;
  }
  if (!inGlobal) continue;
  const index = line.indexOf(':');
  if (index < 0) throw new Error(`${file}: malformed header line: ${line.trim()}`);
  const name = line.slice(0, index).trim();
  const value = line.slice(index + 1).trim().replace(/"/g, '\\"');
  out.push(`add_header ${name} "${value}" always;`);
}
if (out.length === 0) throw new Error(`${file}: no headers for "/*"`);
console.log(out.join('\n'));
