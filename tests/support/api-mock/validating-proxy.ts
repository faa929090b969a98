/**
 * The fake Docbox behind Prism in proxy mode: `prism proxy api/docbox.json <fake> --errors`
 * forwards every request to the fake and checks the request and the fake's answer against the
 * API description. In front of Prism sits a small recording proxy (as in
 * tests/samples/run-samples.test.ts) that keeps each exchange with Prism's verdict, its
 * `sl-violations` header, so a test can fail on any violation.
 *
 * Clients (Redocly's respect, the smoke test's curl) talk to `url`. The presigned uploads' storage
 * URLs point at the fake itself: storage is not part of the API.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {startDocboxFake, type DocboxFake, type FakeOptions} from './docbox-fake';

export const SPEC_FILE = path.resolve(__dirname, '../../../api/docbox.json');

export type Violation = {severity?: string; code?: string | number; message: string; location?: string[]};
export type Exchange = {method: string; url: string; status: number; violations: Violation[]; body?: string};

export type ValidatedFake = {
  /** Where clients send API requests: the recorder in front of Prism. */
  url: string;
  fake: DocboxFake;
  /** Every exchange that went through Prism, with its violations. */
  exchanges: Exchange[];
  /** Exchanges Prism found a problem with (any severity), as readable lines. */
  problems: () => string[];
  close: () => Promise<void>;
};

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startPrismProxy(upstream: string): Promise<{port: number; process: ChildProcess; output: () => string}> {
  const port = await freePort();
  let output = '';
  const child = spawn(
    path.resolve(__dirname, '../../../node_modules/.bin/prism'),
    ['proxy', '--host', '127.0.0.1', '--port', String(port), '--errors', SPEC_FILE, upstream],
    {stdio: ['ignore', 'pipe', 'pipe']},
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start within 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism stopped (exit ${code}) before it listened:\n${output}`));
    });
  });
  return {port, process: child, output: () => output};
}

/** Forwards to Prism and records each exchange with the violations Prism reports. */
async function startRecorder(prismPort: number, exchanges: Exchange[]): Promise<http.Server> {
  const recorder = http.createServer((request, response) => {
    const forward = http.request(
      {host: '127.0.0.1', port: prismPort, method: request.method, path: request.url, headers: request.headers},
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          const header = answer.headers['sl-violations'];
          const violations: Violation[] = typeof header === 'string' ? (JSON.parse(header) as Violation[]) : [];
          const type = String(answer.headers['content-type'] ?? '');
          // With --errors, Prism answers a request or response it rejects with a problem document.
          if (type.includes('application/problem+json')) {
            const problem = JSON.parse(body.toString('utf8')) as {type?: string; detail?: string; validation?: Violation[]};
            violations.push(...(problem.validation ?? [{severity: 'Error', message: `${problem.type}: ${problem.detail}`}]));
          }
          exchanges.push({
            method: request.method ?? '',
            url: request.url ?? '',
            status: answer.statusCode ?? 0,
            violations,
            body: type.startsWith('application/json') || type.includes('problem') || type.startsWith('text/') ? body.toString('utf8').slice(0, 500) : undefined,
          });
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          response.end(body);
        });
      },
    );
    forward.on('error', (error) => {
      response.writeHead(502, {'content-type': 'text/plain'});
      response.end(String(error));
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
  return recorder;
}

export async function startValidatedFake(options: FakeOptions = {}): Promise<ValidatedFake> {
  const fake = await startDocboxFake(options);
  const exchanges: Exchange[] = [];
  let prism: Awaited<ReturnType<typeof startPrismProxy>>;
  try {
    prism = await startPrismProxy(fake.url);
  } catch (error) {
    await fake.close();
    throw error;
  }
  const recorder = await startRecorder(prism.port, exchanges);
  return {
    url: `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`,
    fake,
    exchanges,
    problems: () =>
      exchanges
        .filter((exchange) => exchange.violations.length > 0)
        .map(
          (exchange) =>
            `${exchange.method} ${exchange.url} -> ${exchange.status}: ${exchange.violations
              .map((violation) => `[${violation.severity ?? '?'}] ${(violation.location ?? []).join('.')} ${violation.message}`)
              .join('; ')}`,
        ),
    close: async () => {
      recorder.closeAllConnections();
      await new Promise<void>((resolve) => recorder.close(() => resolve()));
      await new Promise<void>((resolve) => {
        if (prism.process.exitCode !== null) return resolve();
        prism.process.once('exit', () => resolve());
        prism.process.kill();
      });
      await fake.close();
    },
  };
}
