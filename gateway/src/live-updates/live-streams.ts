import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Request, Response } from 'express';
import { LIVE_EVENTS } from '@ihe/contracts';

/** Comments keep proxies and mobile networks from closing an idle stream. */
const HEARTBEAT_MS = Number(process.env.LIVE_HEARTBEAT_MS ?? 25_000);
/** Open streams per user (tabs); the oldest is closed beyond that. */
const MAX_STREAMS_PER_USER = 10;

interface LiveStream {
  res: Response;
  close(): void;
}

/**
 * The server-sent-event streams open on this gateway replica, by user. Each replica gets every live
 * event (a transient bus subscription) and writes it to the streams of the user it concerns.
 */
@Injectable()
export class LiveStreams implements OnModuleDestroy {
  private readonly byUser = new Map<string, Set<LiveStream>>();

  /** Starts the stream; it ends when the client leaves, the token expires or the gateway closes. */
  open(userId: string, tokenExpiresAt: number, req: Request, res: Response): void {
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('Connection', 'keep-alive');
    res.setHeader('X-Accel-Buffering', 'no'); // nginx and friends: do not buffer
    res.flushHeaders();
    res.write(`retry: 3000\n\n`);
    const streams = this.byUser.get(userId) ?? new Set<LiveStream>();
    this.byUser.set(userId, streams);
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    const expiry = setTimeout(
      () => {
        write(res, LIVE_EVENTS.sessionExpired, undefined, {});
        stream.close();
      },
      Math.max(0, tokenExpiresAt * 1000 - Date.now()),
    );
    const stream: LiveStream = {
      res,
      close: () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        streams.delete(stream);
        if (streams.size === 0 && this.byUser.get(userId) === streams) this.byUser.delete(userId);
        if (!res.writableEnded) res.end();
      },
    };
    streams.add(stream);
    if (streams.size > MAX_STREAMS_PER_USER) streams.values().next().value?.close();
    req.on('close', () => stream.close());
    write(res, LIVE_EVENTS.ready, undefined, {});
  }

  /** Writes the event to every open stream of the user; returns how many got it. */
  send(userId: string, name: string, id: string, data: unknown): number {
    const streams = this.byUser.get(userId);
    streams?.forEach((stream) => write(stream.res, name, id, data));
    return streams?.size ?? 0;
  }

  /** Streams never end by themselves: end them so the HTTP server can close. */
  onModuleDestroy(): void {
    for (const streams of [...this.byUser.values()]) streams.forEach((stream) => stream.close());
  }
}

function write(res: Response, name: string, id: string | undefined, data: unknown): void {
  if (res.writableEnded) return;
  res.write(`event: ${name}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
}
