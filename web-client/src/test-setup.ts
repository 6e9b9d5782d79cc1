// Unit tests run in Node: give the API client the page's origin it would have under /web/.
if (!globalThis.location) Object.defineProperty(globalThis, 'location', { value: new URL('http://localhost/web/'), configurable: true });
