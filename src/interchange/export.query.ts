import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, ValidateIf } from 'class-validator';

/** Query of GET /export. */
export class ExportQuery {
  @ValidateIf((_o, v) => v !== undefined)
  @IsIn(['json', 'csv'], { message: '$property must be json or csv' })
  @ApiPropertyOptional({
    enum: ['json', 'csv'],
    default: 'json',
    description: '`json`: a service-domain-v3 (or, with version=4, v4) document; `csv`: a ZIP of CSV files with manifest.json',
  })
  format?: 'json' | 'csv';

  @ValidateIf((_o, v) => v !== undefined)
  @IsIn(['1', '2', '3', '4'], { message: '$property must be 1, 2, 3 or 4' })
  @ApiPropertyOptional({
    type: 'integer',
    enum: [1, 2, 3, 4],
    default: 3,
    description:
      'Format version: 1 to 4 for CSV archives (1 and 2 cannot hold clients, task references or activities without a task; 4 adds billing: billable, billableByDefault and rates.csv); 3 (default) or 4 for JSON',
  })
  version?: string;
}
