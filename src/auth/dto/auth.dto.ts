import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEmail, IsIn, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { InstantField, IsPresent, TextField } from '../../common/http/fields';

export class CredentialsDto {
  @IsPresent()
  @IsString()
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be an email address' })
  @ApiProperty({ type: 'string', format: 'email', maxLength: 254 })
  email!: string;

  @IsPresent()
  @IsString()
  @MinLength(8)
  @MaxLength(1024)
  @ApiProperty({ type: 'string', minLength: 8, maxLength: 1024, format: 'password' })
  password!: string;
}

const CODE_DESCRIPTION = 'The six-digit code the authenticator app shows now, or one unused recovery code';

/** Sign-in: the credentials, and with two-factor on, a code. */
export class SignInDto extends CredentialsDto {
  @ValidateIf((_o, v) => v !== undefined)
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  @ApiPropertyOptional({
    type: 'string',
    minLength: 1,
    maxLength: 64,
    example: '123456',
    description: `Needed when the account has two-factor sign-in on (without it: 401 SECOND_FACTOR_REQUIRED). ${CODE_DESCRIPTION}; a wrong or already used one is 401 SECOND_FACTOR_INVALID, counted as a failed sign-in. Ignored for accounts without two-factor`,
  })
  code?: string;
}

export class CurrentPasswordDto {
  @IsPresent()
  @IsString()
  @MaxLength(1024)
  @ApiProperty({
    type: 'string',
    maxLength: 1024,
    format: 'password',
    description: 'The password now in use (wrong: 403 REAUTHENTICATION_FAILED, counted as a failed sign-in)',
    example: 'a long passphrase of mine',
  })
  currentPassword!: string;
}

export class TwoFactorEnableDto {
  @IsPresent()
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  @ApiProperty({
    type: 'string',
    minLength: 1,
    maxLength: 64,
    description: 'The six-digit code the authenticator app shows for the secret of the set-up (wrong: 422 VALIDATION)',
    example: '123456',
  })
  code!: string;
}

export class TwoFactorDisableDto extends CurrentPasswordDto {
  @IsPresent()
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  @ApiProperty({
    type: 'string',
    minLength: 1,
    maxLength: 64,
    description: `${CODE_DESCRIPTION} (wrong: 422 VALIDATION)`,
    example: '123456',
  })
  code!: string;
}

export class TwoFactorSetupResponse {
  @ApiProperty({
    description: 'The TOTP secret, base32 (RFC 6238: SHA-1, 6 digits, 30 s): type it into the authenticator app, or scan otpauthUri',
    example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  })
  secret!: string;

  @ApiProperty({
    description: 'The same secret as an otpauth:// URI, for a QR code',
    example:
      'otpauth://totp/Time%20Tracking:ada%40example.com?issuer=Time%20Tracking&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
  })
  otpauthUri!: string;
}

export class RecoveryCodesResponse {
  @ApiProperty({
    type: 'array',
    items: { type: 'string' },
    minItems: 10,
    maxItems: 10,
    description:
      'Ten single-use recovery codes, each good for one sign-in instead of a code from the app. Shown only here: keep them somewhere safe',
    example: [
      'abcd-efgh-ijkl-mnop',
      'qrst-uvwx-yz23-4567',
      'b2c3-d4e5-f6g7-h2i3',
      'j4k5-l6m7-n2o3-p4q5',
      'r6s7-t2u3-v4w5-x6y7',
      'z2a3-b4c5-d6e7-f2g3',
      'h4i5-j6k7-l2m3-n4o5',
      'p6q7-r2s3-t4u5-v6w7',
      'x2y3-z4a5-b6c7-d2e3',
      'f4g5-h6i7-j2k3-l4m5',
    ],
  })
  recoveryCodes!: string[];
}

export class AccountResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The owner ID of everything this account creates' }) ownerId!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class SignInResponse {
  @ApiProperty() ownerId!: string;
  @ApiProperty({ description: 'Keep in memory only; send as X-CSRF-Token on unsafe cookie requests' }) csrfToken!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
}

export class SessionResponse {
  @ApiProperty() ownerId!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty({ description: 'Whether the account is an administrator (may change /admin/settings)' }) admin!: boolean;
  @ApiProperty({ description: 'Whether two-factor sign-in (TOTP) is on for the account' }) twoFactor!: boolean;
  @ApiProperty({
    description: 'Keep in memory only; send as X-CSRF-Token on unsafe cookie requests. A fresh value does not invalidate earlier ones',
  })
  csrfToken!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
}

export class PasswordChangeDto {
  @IsPresent()
  @IsString()
  @MaxLength(1024)
  @ApiProperty({
    type: 'string',
    maxLength: 1024,
    format: 'password',
    description: 'The password now in use',
    example: 'a long passphrase of mine',
  })
  currentPassword!: string;

  @IsPresent()
  @IsString()
  @MinLength(8)
  @MaxLength(1024)
  @ApiProperty({ type: 'string', minLength: 8, maxLength: 1024, format: 'password', example: 'a new and longer passphrase' })
  newPassword!: string;
}

export const PERMISSIONS = ['read', 'write'] as const;

export class TokenCreateDto {
  @TextField({ maxLength: 100, description: 'A label for the token' })
  name!: string;

  @IsPresent()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(2)
  @IsIn(PERMISSIONS, { each: true })
  @ApiProperty({
    type: 'array',
    items: { type: 'string', enum: [...PERMISSIONS] },
    minItems: 1,
    maxItems: 2,
    uniqueItems: true,
    description: '["read"] or ["read","write"] (in either order)',
    example: ['read', 'write'],
  })
  permissions!: string[];

  @InstantField({ presence: 'optional', nullable: true, description: 'Optional expiry, at least one minute ahead' })
  expiresAt?: string | null;
}

export class TokenResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'array', items: { type: 'string', enum: [...PERMISSIONS] } }) permissions!: string[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) expiresAt!: string | null;
}

export class CreatedTokenResponse extends TokenResponse {
  @ApiProperty({ description: 'The secret: shown only in this response, never again' }) token!: string;
}

export class TokenListResponse {
  @ApiProperty({ type: [TokenResponse] }) items!: TokenResponse[];
}
