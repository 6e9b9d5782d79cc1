import { Problem } from './problem';

/** Bodies that must be absent or `{}` (stop) or exactly `{}` (undo): anything else is 400. */
export function assertEmptyObjectBody(body: unknown, required: boolean): void {
  if (body === undefined && !required) return;
  if (body === undefined) throw Problem.badRequest('The body must be the empty JSON object {}');
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw Problem.badRequest('The body must be a JSON object');
  const keys = Object.keys(body);
  if (keys.length > 0) throw Problem.badRequest(`Unknown properties: ${keys.join(', ')}`);
}
