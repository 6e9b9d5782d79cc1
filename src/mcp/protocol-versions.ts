/**
 * The MCP protocol versions the SDK's server accepts (`SUPPORTED_PROTOCOL_VERSIONS` of
 * `@modelcontextprotocol/sdk/types.js`), for the endpoint's OpenAPI description. A copy, so that
 * describing the endpoint at start-up does not load the SDK and zod (~170 modules, ~7 MB of heap):
 * the SDK is loaded on the first MCP message. protocol-versions.spec.ts holds the copy to the SDK's list.
 */
export const MCP_PROTOCOL_VERSIONS: readonly string[] = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'];

/**
 * The most messages one JSON-RPC batch may hold (`MAX_BATCH_SIZE` of the SDK's
 * `server/requestBody.js`: its transport answers a longer one 400), for the same description;
 * protocol-versions.spec.ts holds this copy to the SDK's too.
 */
export const MCP_MAX_BATCH = 100;
