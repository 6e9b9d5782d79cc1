import { LARGE_BODY, etagFor } from './etag';
import { serializeResponse } from './response-writer';

describe('serializeResponse', () => {
  it('a small body stays text; its ETag hashes that text', () => {
    const response = serializeResponse({ id: 'a', version: 3, name: 'Zoë' }, 200, undefined);
    expect(response.bytes).toBeUndefined();
    expect(response.etag).toBe(etagFor(response.body, 3));
  });

  it('a large body is encoded once: the bytes sent are its UTF-8, and the ETag is the one of the text', () => {
    const value = { intervals: Array.from({ length: 2000 }, (_, i) => ({ i, summary: `Zoë ✓ ${'x'.repeat(40)}` })) };
    const response = serializeResponse(value, 200, undefined);
    expect(response.body.length).toBeGreaterThan(LARGE_BODY);
    expect(response.body).toBe(JSON.stringify(value));
    expect(response.bytes!.equals(Buffer.from(response.body, 'utf8'))).toBe(true);
    expect(response.etag).toBe(etagFor(response.body));
  });
});
