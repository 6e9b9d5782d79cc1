import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsPresent } from '../../common/http/fields';

export class ProfileInput {
  @IsPresent()
  @IsString()
  @MaxLength(100)
  @ApiProperty({ description: 'IANA time zone of the reporting zone', example: 'Europe/Berlin', maxLength: 100 })
  zoneId!: string;
}

export class ProfileResponse {
  @ApiProperty() ownerId!: string;
  @ApiProperty({ example: 'Europe/Berlin' }) zoneId!: string;
  @ApiProperty({ type: 'integer', minimum: 1 }) version!: number;
}
