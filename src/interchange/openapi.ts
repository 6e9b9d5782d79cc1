import { OpenAPIObject } from '@nestjs/swagger';
import { FORMATS, SCHEMA_NAMES, interchangeSchemas } from './formats';
import { ZIP_MEDIA_TYPE } from './zip-body';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const ZIP_SCHEMA = {
  type: 'string',
  format: 'binary',
  contentMediaType: ZIP_MEDIA_TYPE,
  description:
    'ZIP archive: manifest.json ({format: "service-domain-csv", version: 1..3, files: [{name, columns, records}]}) and every CSV file it declares; see docs/interchange.md',
};

/**
 * Publishes the closed service-domain schemas as components and gives POST /import one schema per
 * media type (the decorators can only give one schema for all of them).
 */
export function documentInterchange(document: OpenAPIObject): void {
  Object.assign(((document.components ??= {}).schemas ??= {}), interchangeSchemas());
  const operation = document.paths['/api/v1/import']?.post;
  if (operation) {
    operation.requestBody = {
      required: true,
      description: 'A service-domain document (v1, v2 or v3) or a CSV archive (version 1, 2 or 3)',
      content: {
        'application/json': { schema: { oneOf: FORMATS.map((f) => ref(SCHEMA_NAMES[f])) } },
        [ZIP_MEDIA_TYPE]: { schema: ZIP_SCHEMA as never },
      },
    };
  }
}
