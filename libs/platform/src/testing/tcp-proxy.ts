import net from 'node:net';

/** A TCP hop between the bus and RabbitMQ that the test can cut and restore (a broker outage). */
export class TcpProxy {
  port = 0;
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();

  constructor(private readonly target: URL) {}

  get url(): string {
    const url = new URL(this.target);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(Number(this.target.port || 5672), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Refuses new connections and drops the open ones. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.sockets.forEach((socket) => socket.destroy());
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** Accepts connections again on the same address (the broker is back). */
  restore(): Promise<void> {
    return this.start();
  }

  /** Closes the proxy for good. */
  stop(): Promise<void> {
    return this.cut();
  }
}
