import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Headers of one hop only (RFC 9113 §8.2.2): HTTP/2 forbids them, HTTP/1.1 answers carry them. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

export interface TlsFront {
  /** `https://localhost:<port>`: the browser needs `--ignore-certificate-errors` (a self-signed certificate). */
  url: string;
  close(): Promise<void>;
}

/**
 * HTTPS with HTTP/2 in front of `target` (an HTTP/1.1 gateway), as the production ingress serves the web
 * app (k8s/overlays/prod: TLS): a page's many chunks then share one connection instead of queueing for
 * HTTP/1.1's six. Each request is passed on as it is and its answer streamed back (server-sent events too).
 * The certificate is made for the run with openssl.
 */
export async function startTlsFront(target: string): Promise<TlsFront> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ihe-tls-front-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
    '-keyout', key, '-out', cert,
  ], { stdio: 'ignore' }); // prettier-ignore
  const server = http2.createSecureServer(
    { key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true },
    (request, response) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
      }
      headers.host = request.headers[':authority'] ?? request.headers.host;
      const upstream = http.request(
        new URL(request.url, target),
        { method: request.method, headers },
        (answer) => {
          const answerHeaders: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (!HOP_BY_HOP.has(name)) answerHeaders[name] = value;
          }
          response.writeHead(answer.statusCode ?? 502, answerHeaders);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(upstream);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    close: async () => {
      // Open streams (server-sent events) would hold close() forever.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        setTimeout(resolve, 2000).unref();
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
