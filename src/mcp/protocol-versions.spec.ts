import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { MAX_BATCH_SIZE } from '@modelcontextprotocol/sdk/server/requestBody.js';
import { MCP_MAX_BATCH, MCP_PROTOCOL_VERSIONS } from './protocol-versions';

describe('MCP_PROTOCOL_VERSIONS', () => {
  it("is the SDK's list of supported protocol versions, in its order", () => {
    expect(MCP_PROTOCOL_VERSIONS).toEqual(SUPPORTED_PROTOCOL_VERSIONS);
  });
});

describe('MCP_MAX_BATCH', () => {
  it("is the SDK's limit on the messages of one batch", () => {
    expect(MCP_MAX_BATCH).toBe(MAX_BATCH_SIZE);
  });
});
