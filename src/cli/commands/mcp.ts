import { PassThrough, Readable } from 'node:stream';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { CliCommand, SERVER_OPTIONS, UsageError, stringOption } from '../command';
import { serverTarget } from '../server-client';

export const mcpCommand: CliCommand = {
  name: 'mcp',
  summary: 'serve the agent tools (Model Context Protocol) over standard input/output, forwarding to a running server',
  usage: `usage: node dist/src/cli.js mcp [--url <server>]      (or: npm run --silent cli -- mcp …)

For desktop agents that start a local MCP server as a command (Claude Desktop, Claude Code,
Cursor): reads MCP messages (JSON-RPC, one a line) on standard input and answers on standard
output, forwarding each message to POST /api/v1/mcp of a running server. The tools, their
rules and the permissions are the server's: a read-only token gets the read tools only.
--url defaults to TT_URL or http://127.0.0.1:8080. The token comes from TT_TOKEN (or --token,
which leaves it in the process list); without either, the first line of standard input is the
token and the MCP messages follow it. Diagnostics go to standard error only. See docs/agents.md.`,
  accepts: { options: [...SERVER_OPTIONS], positional: 0 },
  async run(args) {
    const given = stringOption(args, 'token') ?? process.env.TT_TOKEN;
    let input: Readable = process.stdin;
    let token = given;
    if (!token) {
      const first = await firstLine(process.stdin);
      if (first === null || first.line.length === 0 || first.line.startsWith('{')) {
        throw new UsageError('a token is required: TT_TOKEN, --token, or the token as the first line of standard input');
      }
      token = first.line;
      input = first.rest;
    }
    const { base } = serverTarget({ ...args, options: { ...args.options, token } });
    const endpoint = new URL(`${base}/mcp`);
    const remote = new StreamableHTTPClientTransport(endpoint, { requestInit: { headers: { authorization: `Bearer ${token}` } } });
    const local = new StdioServerTransport(input, process.stdout);

    return new Promise<number>((resolve) => {
      let closing = false;
      // Closing the remote transport aborts its open event stream: that abort is no error to report.
      let remoteClosing = false;
      const pending = new Set<Promise<unknown>>();
      const finish = (code: number) => {
        if (closing) return;
        closing = true;
        // Answers still on their way are written before the process ends.
        void Promise.allSettled([...pending])
          .then(() => {
            remoteClosing = true;
            return remote.close();
          })
          .finally(() => resolve(code));
      };
      remote.onmessage = (message) => {
        // The protocol version the server chose goes on every later request, as the transport requires.
        const result = (message as { result?: { protocolVersion?: unknown } }).result;
        if (typeof result?.protocolVersion === 'string') remote.setProtocolVersion(result.protocolVersion);
        void local.send(message);
      };
      remote.onerror = (error) => {
        if (!remoteClosing) process.stderr.write(`mcp: ${endpoint.origin}: ${error.message}\n`);
      };
      local.onerror = (error) => {
        process.stderr.write(`mcp: standard input: ${error.message}\n`);
        // A line that is not JSON (-32700), or not one JSON-RPC message (-32600), is answered as
        // JSON-RPC says, with a null id: an agent waiting for an answer learns why none comes.
        const parse = error instanceof SyntaxError;
        void local.send({
          jsonrpc: '2.0',
          id: null,
          error: parse
            ? { code: -32700, message: 'Parse error: a line of standard input is not JSON' }
            : { code: -32600, message: 'Invalid Request: each line must be one JSON-RPC message (no batches over stdio)' },
        } as unknown as JSONRPCMessage);
      };
      local.onclose = () => finish(0);
      local.onmessage = (message) => {
        const sent = remote.send(message).catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          process.stderr.write(`mcp: ${endpoint.origin}: ${reason}\n`);
          // A request gets an answer even when the server could not be reached, so the agent can say why.
          if ('id' in message && 'method' in message) {
            return local.send({
              jsonrpc: '2.0',
              id: message.id,
              error: { code: -32603, message: `The time-tracking server at ${endpoint.origin} did not answer: ${reason}` },
            });
          }
        });
        pending.add(sent);
        void sent.finally(() => pending.delete(sent));
      };
      input.on('end', () => finish(0));
      void remote
        .start()
        .then(() => local.start())
        .catch((error: unknown) => {
          process.stderr.write(`mcp: ${error instanceof Error ? error.message : String(error)}\n`);
          finish(1);
        });
    });
  },
};

/** The first line of a stream (without its line end) and a stream of everything after it. */
function firstLine(stream: Readable): Promise<{ line: string; rest: Readable } | null> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf(0x0a);
      if (end < 0) return;
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.pause();
      const rest = new PassThrough();
      rest.write(buffered.subarray(end + 1));
      stream.pipe(rest);
      resolve({ line: buffered.subarray(0, end).toString('utf8').replace(/\r$/, '').trim(), rest });
    };
    const onEnd = () => resolve(buffered.length > 0 ? { line: buffered.toString('utf8').trim(), rest: Readable.from([]) } : null);
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', reject);
  });
}
