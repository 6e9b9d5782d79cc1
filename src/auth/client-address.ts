import proxyaddr from 'proxy-addr';
import { IncomingMessage } from 'node:http';

type Trust = (address: string, hop: number) => boolean;
const compiled = new Map<string, Trust>();

function trustFor(ranges: string[]): Trust {
  const key = ranges.join(',');
  let trust = compiled.get(key);
  if (!trust) {
    trust = proxyaddr.compile(ranges);
    if (compiled.size > 20) compiled.clear();
    compiled.set(key, trust);
  }
  return trust;
}

/**
 * The client's address: the peer's, or, when the peer is a trusted proxy, the rightmost
 * X-Forwarded-For address that is not itself a trusted proxy (so a client cannot pick its own
 * address by prepending to the header).
 */
export function clientAddress(request: IncomingMessage, trustedProxies: string[]): string {
  const address = trustedProxies.length === 0 ? (request.socket.remoteAddress ?? '') : proxyaddr(request, trustFor(trustedProxies));
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

export function isLoopbackAddress(address: string): boolean {
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address.replace(/^::ffff:/, ''));
}
