import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { MCP_PROTOCOL_VERSIONS } from './protocol-versions';

describe('MCP_PROTOCOL_VERSIONS', () => {
  it("is the SDK's list of supported protocol versions, in its order", () => {
    expect(MCP_PROTOCOL_VERSIONS).toEqual(SUPPORTED_PROTOCOL_VERSIONS);
  });
});
