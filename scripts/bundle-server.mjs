#!/usr/bin/env node
/**
 * Bundles the compiled server (`dist/src/main.js`, tsc's output) into one file, `dist/src/server.js`,
 * which `npm start` (scripts/start.sh) and the Docker image run on the embedded database. Run by
 * `npm run build` after tsc.
 *
 * Why: the unbundled server loads ~2,200 modules at start-up. Node resolves each one (stat calls up
 * the node_modules tree, package.json reads) and compiles each file's wrapper on its own; on a 2-core
 * machine that was ~1.4 s of a ~3 s start (docs/performance.md, "one file to load"). One file does
 * the same work with one read and one compile: about a second less CPU until ready, and a smaller
 * heap. On PostgreSQL start.sh runs tsc's modules instead: there a request's CPU is what limits
 * throughput, and the bundle's measured 5–15 % more (see keepNames below).
 *
 * The input is tsc's JavaScript, not the TypeScript: tsc emits the decorator metadata
 * (`emitDecoratorMetadata`) that Nest's injection, class-validator and @nestjs/swagger read, which
 * esbuild cannot produce. Identifiers are not minified (stack traces keep their function names).
 * `keepNames` is needed all the same: esbuild turns a class declaration that names itself inside
 * (`class InstanceLoader { … InstanceLoader.name … }`) into `var InstanceLoader = class
 * _InstanceLoader`, and Nest, TypeORM (entity and migration names) and the logs read `.name`.
 * Whitespace and syntax are minified, which halves the source V8 keeps in memory. `__dirname` in
 * every bundled module is `dist/src`, the directory of main.js: the few modules that find files
 * from it (the embedded database's template, the web client, package.json) walk up from there.
 *
 * Left out of the bundle, and loaded from node_modules as before:
 *  - packages that read files beside their own code (PGlite's WebAssembly and data files, the argon2
 *    native addon, swagger-ui's assets, the fonts pdfkit and fontkit use);
 *  - packages the server loads on first use, so that an idle server never holds their source (the MCP
 *    SDK on the first MCP message, pdfkit and fontkit on the first PDF);
 *  - optional packages Nest and its plugins require only when installed (they are not).
 */
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const LOADED_FROM_THEIR_DIRECTORY = ['@electric-sql/pglite', '@electric-sql/pglite-socket', '@node-rs/argon2', 'swagger-ui-dist'];
const LOADED_ON_FIRST_USE = ['@modelcontextprotocol/sdk', 'pdfkit', 'fontkit'];
const OPTIONAL_NOT_INSTALLED = [
  '@nestjs/microservices',
  '@nestjs/websockets',
  '@nestjs/platform-express',
  '@fastify/static',
  '@fastify/view',
  'class-transformer/storage',
];

const started = Date.now();
await build({
  entryPoints: [join(root, 'dist', 'src', 'main.js')],
  outfile: join(root, 'dist', 'src', 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: [...LOADED_FROM_THEIR_DIRECTORY, ...LOADED_ON_FIRST_USE, ...OPTIONAL_NOT_INSTALLED],
  keepNames: true,
  minifyWhitespace: true,
  minifySyntax: true,
  // For `node --enable-source-maps` when a stack trace must be read; not loaded otherwise.
  sourcemap: 'linked',
  logLevel: 'warning',
});
process.stdout.write(`server bundled into dist/src/server.js (${Date.now() - started} ms)\n`);
