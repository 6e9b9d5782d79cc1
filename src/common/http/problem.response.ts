import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

class FieldErrorResponse {
  @ApiProperty({ description: 'The property or parameter at fault' }) field!: string;
  @ApiProperty() message!: string;
}

/** RFC 9457 problem details, as every error is served (application/problem+json). */
export class ProblemResponse {
  @ApiProperty({ example: 'about:blank' }) type!: string;
  @ApiProperty({ example: 'Unprocessable Content' }) title!: string;
  @ApiProperty({ description: 'Equals the HTTP status', example: 422 }) status!: number;
  @ApiProperty({ description: 'Stable code to branch on', example: 'VALIDATION' }) code!: string;
  @ApiProperty() detail!: string;
  @ApiPropertyOptional({ description: 'Echoes X-Request-Id' }) requestId?: string;
  @ApiPropertyOptional({ type: [FieldErrorResponse] }) errors?: FieldErrorResponse[];
}
