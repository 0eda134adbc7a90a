import net from 'node:net';

/**
 * A TCP round-robin in front of a service's replicas on loopback, as a Kubernetes Service spreads
 * connections over its pods: each new connection goes to the next replica; a replica that refuses the
 * connection (its process is gone) is skipped for the next one, as a dead pod leaves the endpoints.
 * Connections already open to a replica that dies are cut, like any connection to a killed process.
 */
export class RoundRobinProxy {
  port = 0;
  private server?: net.Server;
  private next = 0;
  private readonly sockets = new Set<net.Socket>();
  /** Connections handed to each upstream port (to see that both replicas got traffic). */
  readonly connections = new Map<number, number>();
  private readonly open = new Map<number, number>();

  private readonly upstreamPorts: number[] = [];

  /** A replica's port (connections to it are refused until its process listens: the next one is tried). */
  add(port: number): void {
    this.upstreamPorts.push(port);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      this.track(client);
      client.pause();
      if (this.upstreamPorts.length === 0) client.destroy();
      else this.connect(client, this.upstreamPorts.length);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Connections open to one upstream now: each can carry one request when that process dies. */
  openTo(port: number): number {
    return this.open.get(port) ?? 0;
  }

  async stop(): Promise<void> {
    this.sockets.forEach((socket) => socket.destroy());
    const server = this.server;
    this.server = undefined;
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** Tries the next upstream; on a refused connection, the one after it, until each was tried once. */
  private connect(client: net.Socket, triesLeft: number): void {
    const port = this.upstreamPorts[this.next++ % this.upstreamPorts.length];
    const upstream = net.connect(port, '127.0.0.1');
    let connected = false;
    this.track(upstream);
    upstream.once('connect', () => {
      connected = true;
      this.connections.set(port, (this.connections.get(port) ?? 0) + 1);
      this.open.set(port, (this.open.get(port) ?? 0) + 1);
      upstream.once('close', () => this.open.set(port, this.open.get(port)! - 1));
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
      client.resume();
    });
    upstream.on('error', () => {
      if (connected) client.destroy();
      else if (triesLeft > 1 && !client.destroyed) this.connect(client, triesLeft - 1);
      else client.destroy();
    });
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
  }
}
