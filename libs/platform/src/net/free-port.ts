import net from 'node:net';

/** Asks the OS for a free TCP port on 127.0.0.1 (closed again before returning, so a race is possible). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('Could not obtain a free port'))));
    });
  });
}
