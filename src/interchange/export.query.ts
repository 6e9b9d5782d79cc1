import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, ValidateIf } from 'class-validator';

/** Query of GET /export. */
export class ExportQuery {
  @ValidateIf((_o, v) => v !== undefined)
  @IsIn(['json', 'csv'], { message: '$property must be json or csv' })
  @ApiPropertyOptional({ enum: ['json', 'csv'], default: 'json', description: '`json`: a service-domain-v3 document; `csv`: a ZIP of CSV files with manifest.json' })
  format?: 'json' | 'csv';

  @ValidateIf((_o, v) => v !== undefined)
  @IsIn(['1', '2', '3'], { message: '$property must be 1, 2 or 3' })
  @ApiPropertyOptional({ type: 'integer', enum: [1, 2, 3], default: 3, description: 'Format version: 1, 2 or 3 for CSV archives (1 and 2 cannot hold clients, task references or activities without a task); JSON exports are always v3' })
  version?: string;
}
