import type { IncomingMessage } from 'node:http';
import { isLoopbackHost } from '../../config/app-config';
import { Problem, ProblemError } from './problem';

/**
 * The host policy: the exact public host name and loopback only, for every route; forwarded host
 * headers are never trusted. The host judged is the one the request is for (RFC 9112 §3.2.2): the
 * authority of an absolute-form target (`GET http://host/path`) when there is one, which a server
 * must prefer to the Host header, else the Host header, which must then be there exactly once.
 */
export function hostPolicyProblem(raw: IncomingMessage, allowedHost: string | null): ProblemError | null {
  let hostHeaders = 0;
  for (let i = 0; i < raw.rawHeaders.length; i += 2) {
    if (raw.rawHeaders[i].toLowerCase() === 'host') hostHeaders++;
  }
  if (hostHeaders > 1) return Problem.badRequest('The request carries more than one Host header', 'DUPLICATE_HOST');
  // HTTP/1.1 requires Host (RFC 9112 section 3.2); HTTP/1.0 may omit it and is judged below.
  if (hostHeaders === 0 && raw.httpVersion === '1.1') return Problem.badRequest('The request has no Host header', 'MISSING_HOST');
  const target = raw.url ?? '';
  let host: string | null;
  if (target.startsWith('/')) {
    host = hostName(raw.headers.host);
  } else if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(target)) {
    host = authorityHost(target);
  } else {
    // The asterisk form (`OPTIONS *`) or garbage: judged by Host, and routed nowhere.
    host = hostName(raw.headers.host);
  }
  if (host === null || !(isLoopbackHost(host) || host === allowedHost)) return Problem.misdirected();
  return null;
}

function authorityHost(target: string): string | null {
  try {
    const url = new URL(target);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.hostname.toLowerCase();
    return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  } catch {
    return null;
  }
}

export function hostName(header: string | undefined): string | null {
  if (!header) return null;
  const text = header.trim().toLowerCase();
  if (text.startsWith('[')) {
    const end = text.indexOf(']');
    return end > 0 ? text.slice(1, end) : null;
  }
  return text.split(':')[0] || null;
}
