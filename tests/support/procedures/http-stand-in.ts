/**
 * A small HTTP server on loopback that answers like one of the services a page's script calls
 * (Docbox, Typesense), recording every request. The pages' own `curl` runs against it.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';

export type RecordedRequest = {method: string; path: string; headers: http.IncomingHttpHeaders; body: string};
export type HttpAnswer = {status?: number; body?: string | object; headers?: Record<string, string>};

export type HttpStandIn = {url: string; requests: RecordedRequest[]; close: () => Promise<void>};

export async function startHttpStandIn(answer: (request: RecordedRequest) => HttpAnswer): Promise<HttpStandIn> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded = {method: request.method ?? 'GET', path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks).toString('utf8')};
      requests.push(recorded);
      const reply = answer(recorded);
      const body = typeof reply.body === 'object' ? JSON.stringify(reply.body) : (reply.body ?? '');
      response.writeHead(reply.status ?? 200, {'content-type': typeof reply.body === 'object' ? 'application/json' : 'text/plain', ...reply.headers});
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve()))};
}
