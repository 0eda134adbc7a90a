import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import proxyAddr from 'proxy-addr';
import { trustProxySetting } from '@ihe/platform';
import { trustedProxies } from './trusted-proxies.js';

/** A request that reached the gateway from `peer`, through the proxies listed in X-Forwarded-For. */
const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

const clientOf = (req: IncomingMessage, TRUST_PROXY?: string) =>
  proxyAddr(req, trustedProxies(trustProxySetting({ TRUST_PROXY })));

describe('TRUST_PROXY: whose X-Forwarded-For the gateway believes', () => {
  it('by default believes only a proxy on this machine', () => {
    expect(clientOf(request('127.0.0.1', '203.0.113.5'))).toBe('203.0.113.5');
    // A client that is not on this machine cannot pick the address it is counted under.
    expect(clientOf(request('198.51.100.9', '203.0.113.5'))).toBe('198.51.100.9');
    // Nor can a client behind the local proxy add addresses in front of its own.
    expect(clientOf(request('127.0.0.1', '203.0.113.5, 198.51.100.9'))).toBe('198.51.100.9');
  });

  it('takes a number of hops (behind a load balancer)', () => {
    const behindTwo = request('10.0.0.2', '203.0.113.5, 10.0.0.1');
    expect(clientOf(behindTwo, '2')).toBe('203.0.113.5');
    expect(clientOf(behindTwo, '1')).toBe('10.0.0.1');
    expect(clientOf(behindTwo, '0')).toBe('10.0.0.2');
  });

  it('takes a list of addresses and subnets', () => {
    expect(clientOf(request('10.0.0.2', '203.0.113.5'), '10.0.0.0/8, loopback')).toBe('203.0.113.5');
    expect(clientOf(request('172.16.0.2', '203.0.113.5'), '10.0.0.0/8, loopback')).toBe('172.16.0.2');
  });
});
