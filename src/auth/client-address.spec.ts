import { IncomingMessage } from 'node:http';
import { clientAddress, isLoopbackAddress } from './client-address';

const request = (peer: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  const loopbackProxy = ['127.0.0.0/8', '::1/128'];

  it('is the peer when the peer is not a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('198.51.100.7', '203.0.113.5'), loopbackProxy)).toBe('198.51.100.7');
    expect(clientAddress(request('127.0.0.1', '203.0.113.5'), [])).toBe('127.0.0.1');
  });

  it('is the rightmost untrusted X-Forwarded-For address behind trusted proxies', () => {
    expect(clientAddress(request('127.0.0.1', '203.0.113.5'), loopbackProxy)).toBe('203.0.113.5');
    // A client cannot choose its address by prepending to the header.
    expect(clientAddress(request('127.0.0.1', '1.2.3.4, 203.0.113.5'), loopbackProxy)).toBe('203.0.113.5');
    expect(clientAddress(request('127.0.0.1', '203.0.113.5, 10.0.0.2'), [...loopbackProxy, '10.0.0.0/8'])).toBe('203.0.113.5');
    expect(clientAddress(request('::ffff:127.0.0.1', '203.0.113.9'), loopbackProxy)).toBe('203.0.113.9');
  });

  it('is the trusted peer itself without X-Forwarded-For (a loopback client is then the real client)', () => {
    expect(clientAddress(request('127.0.0.1'), loopbackProxy)).toBe('127.0.0.1');
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.2')).toBe(true);
    expect(isLoopbackAddress('203.0.113.5')).toBe(false);
  });
});
