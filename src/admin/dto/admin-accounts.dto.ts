import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { BooleanField, IsPresent, QueryText } from '../../common/http/fields';
import { PageOf, PageQuery } from '../../common/pagination/page';

/** An account as administrators see it: no business data, no secret. */
export class AdminAccountResponse {
  @ApiProperty({ format: 'uuid', description: "The account's owner ID" }) id!: string;
  @ApiProperty({ type: 'integer', minimum: 1, description: 'Counts changes of this row (admin, disabled, two-factor)' }) version!: number;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty({ description: 'An administrator' }) admin!: boolean;
  @ApiProperty({ description: 'Disabled: no sign-in (403 ACCOUNT_DISABLED), no session, tokens answer 401; the data stays' })
  disabled!: boolean;
  @ApiProperty({ description: 'Two-factor sign-in is on' }) twoFactor!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'The last web sign-in; null when never' })
  lastSignInAt!: string | null;
}

export const AdminAccountPage = PageOf(AdminAccountResponse, 'AdminAccountPage');

export class AdminAccountListQuery extends PageQuery {
  @QueryText('Email contains this text (trimmed, case-insensitive)', 254)
  q?: string;
}

export class AdminAccountUpdate {
  @BooleanField({ description: 'Administrator (an administrator cannot demote itself: 409)', example: true })
  admin!: boolean;

  @BooleanField({
    description: "Disabled (an administrator cannot disable itself: 409); disabling ends the account's sessions and tokens at once",
    example: false,
  })
  disabled!: boolean;

  @IsPresent()
  @IsString()
  @MaxLength(1024)
  @ApiProperty({
    type: 'string',
    maxLength: 1024,
    format: 'password',
    description: 'Your own password (wrong: 403 REAUTHENTICATION_FAILED, counted as a failed sign-in)',
    example: 'a long passphrase of mine',
  })
  currentPassword!: string;
}
