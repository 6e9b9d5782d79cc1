/** Helpers for specs that read the served OpenAPI document. */

/** An operation's parameters with the shared header `$ref`s (components/parameters) resolved. */
export function resolvedParameters(doc: any, operation: any): any[] {
  return (operation.parameters ?? []).map((p: any) => (p.$ref ? doc.components.parameters[p.$ref.split('/').pop()] : p));
}

/** The names of an operation's parameters, shared header `$ref`s resolved. */
export function parameterNames(doc: any, operation: any): string[] {
  return resolvedParameters(doc, operation).map((p) => p.name);
}
