import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEmail, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
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
  @ApiProperty({ description: 'Keep in memory only; send as X-CSRF-Token on unsafe cookie requests. A fresh value does not invalidate earlier ones' }) csrfToken!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
}

export class PasswordChangeDto {
  @IsPresent()
  @IsString()
  @MaxLength(1024)
  @ApiProperty({ type: 'string', maxLength: 1024, format: 'password', description: 'The password now in use', example: 'correct horse battery' })
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
  @ApiProperty({ type: 'array', items: { type: 'string', enum: [...PERMISSIONS] }, description: '["read"] or ["read","write"]', example: ['read', 'write'] })
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

