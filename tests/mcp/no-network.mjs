// Preloaded into the MCP server under test (node --import): every way a Node program opens a
// network connection or resolves a name (net and tls sockets, http and https requests, fetch,
// dns, UDP) is replaced by a function that writes the attempt to the file named by
// DOCBOX_NETWORK_LOG and then throws. The test reads that file: empty means no attempt was made.
// Starting another program is recorded too, as it could reach the network where this cannot see.
// Pipes the process already has (its stdin and stdout, which carry the protocol) are not opened
// with connect() and are left alone. tests/mcp/server.test.ts checks first that each way is caught.
import {appendFileSync} from 'node:fs';
import childProcess from 'node:child_process';
import dgram from 'node:dgram';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import {syncBuiltinESMExports} from 'node:module';

const log = process.env.DOCBOX_NETWORK_LOG;
if (!log) throw new Error('no-network.mjs: set DOCBOX_NETWORK_LOG to the file attempts are written to');

function blocked(what) {
  return function blockedCall(...args) {
    const target = args
      .filter((arg) => typeof arg === 'string' || typeof arg === 'number' || (arg && typeof arg === 'object' && !Array.isArray(arg)))
      .map((arg) => (typeof arg === 'object' ? JSON.stringify(arg, (key, value) => (typeof value === 'function' ? undefined : value))?.slice(0, 200) : String(arg)))
      .join(' ');
    appendFileSync(log, `${process.pid} ${what} ${target}\n`);
    throw new Error(`network access is blocked in this test: ${what}`);
  };
}

net.Socket.prototype.connect = blocked('net.Socket.connect');
net.connect = net.createConnection = blocked('net.connect');
tls.connect = blocked('tls.connect');
http.request = http.get = blocked('http.request');
https.request = https.get = blocked('https.request');
globalThis.fetch = blocked('fetch');
dgram.createSocket = blocked('dgram.createSocket');
for (const name of ['lookup', 'lookupService', 'resolve', 'resolve4', 'resolve6', 'resolveAny', 'resolveCname', 'resolveMx', 'resolveNs', 'resolveSrv', 'resolveTxt', 'reverse']) {
  dns[name] = blocked(`dns.${name}`);
  dns.promises[name] = blocked(`dns.promises.${name}`);
}
for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork']) childProcess[name] = blocked(`child_process.${name}`);
// ES module imports of these built-ins see the replacements too.
syncBuiltinESMExports();
