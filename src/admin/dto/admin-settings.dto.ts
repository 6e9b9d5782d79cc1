import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsObject,
  IsString,
  MaxLength,
  MinLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { BooleanField, IntegerField, IsPresent, presence, RawTextField, StorableText } from '../../common/http/fields';
import { isCidr, SETTING_BOUNDS } from '../../config/settings.model';

const b = SETTING_BOUNDS;

/** A nested object property (required, nullable): missing is 400, unknown inner keys 400, bad values 422. */
function NestedField(type: new () => object, options: { nullable: boolean; description?: string; example?: unknown }) {
  return applyDecorators(
    ...presence({ presence: 'required', nullable: options.nullable }),
    IsObject(),
    ValidateNested(),
    Type(() => type),
    options.nullable
      ? NullableRef(type, { description: options.description, example: options.example })
      : ApiProperty({ type, description: options.description, example: options.example }),
  );
}

/**
 * A schema reference or null, spelled as OpenAPI 3.1 wants it (a nullable $ref would not admit null).
 * The referenced classes are registered by ADMIN_SETTINGS_MODELS on the controller.
 */
function NullableRef(type: new () => object, extra: { description?: string; example?: unknown } = {}) {
  return ApiProperty({ oneOf: [{ $ref: getSchemaPath(type) }, { type: 'null' }], ...extra });
}

export class LoginThrottleSettings {
  @IntegerField({
    min: b.maxFailures.min,
    max: b.maxFailures.max,
    description: 'Failed sign-ins allowed per email and per client address in a window',
    example: 10,
  })
  maxFailures!: number;

  @IntegerField({
    min: b.windowSeconds.min,
    max: b.windowSeconds.max,
    description: 'The window, opened by the first counted failure',
    example: 900,
  })
  windowSeconds!: number;
}

export class RateLimitSettings {
  @IntegerField({
    min: b.requestsPerMinute.min,
    max: b.requestsPerMinute.max,
    description: 'Requests a minute per credential; 0 turns the limit off',
    example: 600,
  })
  requestsPerMinute!: number;
}

class MailFields {
  @RawTextField({ minLength: 1, maxLength: 253, description: 'Mail server host name', example: 'smtp.example.com' })
  host!: string;

  @IntegerField({ min: 1, max: 65535, example: 587 })
  port!: number;

  @BooleanField({ description: 'TLS from the start (true, usually port 465) or STARTTLS (false)', example: false })
  secure!: boolean;

  @RawTextField({
    minLength: 1,
    maxLength: 320,
    nullable: true,
    description: 'User name, or null without authentication',
    example: 'time-tracking',
  })
  username!: string | null;

  @IsPresent()
  @IsString()
  @MaxLength(320)
  @IsEmail({}, { message: 'from must be an email address' })
  @ApiProperty({ type: 'string', format: 'email', maxLength: 320, description: 'Sender address', example: 'time-tracking@example.com' })
  from!: string;
}

/** `password`: a string sets it, omitted keeps the stored one, null clears it. Write-only. */
export class MailSettingsInput extends MailFields {
  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @IsString()
  @MinLength(1)
  @MaxLength(1024)
  @StorableText()
  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    format: 'password',
    minLength: 1,
    maxLength: 1024,
    writeOnly: true,
    description: 'Write-only: a string sets it, omitted keeps the stored one, null clears it',
    example: 'smtp-app-password',
  })
  password?: string | null;
}

export class MailSettingsResponse extends MailFields {
  @ApiProperty({ description: 'Whether a password is stored; the password itself is never returned' })
  passwordSet!: boolean;
}

const TrustedProxiesField = (nullable: boolean) =>
  applyDecorators(
    ...presence({ presence: 'required', nullable }),
    IsArray(),
    ArrayMaxSize(b.trustedProxies.maxItems),
    ValidateBy(
      {
        name: 'isCidr',
        validator: {
          validate: (v) => isCidr(v),
          defaultMessage: () => 'each trusted proxy must be a CIDR range such as 10.0.0.0/8 or ::1/128',
        },
      },
      { each: true },
    ),
    ApiProperty({
      type: 'string',
      isArray: true,
      nullable: nullable || undefined,
      maxItems: b.trustedProxies.maxItems,
      description: 'CIDR ranges of proxies whose X-Forwarded-For names the client (the rightmost address not in these ranges)',
      example: ['127.0.0.0/8', '::1/128'],
    }),
  );

/** Every key of `saved`, null meaning "not set" (the environment or the default applies). */
export class SettingsInput {
  @BooleanField({ nullable: true, description: 'Open sign-up (POST /auth/signup)', example: true })
  signupEnabled!: boolean | null;

  @IntegerField({
    min: b.sessionLifetimeMinutes.min,
    max: b.sessionLifetimeMinutes.max,
    nullable: true,
    description: 'Lifetime of web sessions created afterwards',
    example: 720,
  })
  sessionLifetimeMinutes!: number | null;

  @IntegerField({
    min: b.tokenMaxLifetimeDays.min,
    max: b.tokenMaxLifetimeDays.max,
    nullable: true,
    description: 'Longest personal token lifetime (0 = unlimited); tokens created without expiresAt get it',
    example: 365,
  })
  tokenMaxLifetimeDays!: number | null;

  @NestedField(LoginThrottleSettings, { nullable: true, example: { maxFailures: 10, windowSeconds: 900 } })
  loginThrottle!: LoginThrottleSettings | null;

  @NestedField(RateLimitSettings, { nullable: true, example: { requestsPerMinute: 600 } })
  rateLimit!: RateLimitSettings | null;

  @TrustedProxiesField(true)
  trustedProxies!: string[] | null;

  @NestedField(MailSettingsInput, {
    nullable: true,
    description: 'Outgoing mail server; null clears it (and its password)',
    example: {
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      username: 'time-tracking',
      from: 'time-tracking@example.com',
      password: 'smtp-app-password',
    },
  })
  mail!: MailSettingsInput | null;
}

export class AdminSettingsUpdate {
  @NestedField(SettingsInput, {
    nullable: false,
    description: 'Replaces every saved setting',
    example: {
      signupEnabled: false,
      sessionLifetimeMinutes: 720,
      tokenMaxLifetimeDays: 365,
      loginThrottle: { maxFailures: 10, windowSeconds: 900 },
      rateLimit: { requestsPerMinute: 600 },
      trustedProxies: ['127.0.0.0/8', '::1/128'],
      mail: null,
    },
  })
  settings!: SettingsInput;

  @IsPresent()
  @IsString()
  @MaxLength(1024)
  @ApiProperty({
    type: 'string',
    format: 'password',
    maxLength: 1024,
    writeOnly: true,
    description: "The administrator's current password",
    example: 'a long passphrase of mine',
  })
  currentPassword!: string;
}

class SettingsShape {
  @ApiProperty({ type: 'boolean' }) signupEnabled!: boolean;
  @ApiProperty({ type: 'integer', minimum: b.sessionLifetimeMinutes.min, maximum: b.sessionLifetimeMinutes.max })
  sessionLifetimeMinutes!: number;
  @ApiProperty({ type: 'integer', minimum: b.tokenMaxLifetimeDays.min, maximum: b.tokenMaxLifetimeDays.max }) tokenMaxLifetimeDays!: number;
  @ApiProperty({ type: LoginThrottleSettings }) loginThrottle!: LoginThrottleSettings;
  @ApiProperty({ type: RateLimitSettings }) rateLimit!: RateLimitSettings;
  @ApiProperty({ type: 'string', isArray: true }) trustedProxies!: string[];
  @NullableRef(MailSettingsResponse, { description: 'null when no mail server is configured anywhere' }) mail!: MailSettingsResponse | null;
}

export class SavedSettingsResponse {
  @ApiProperty({ type: 'boolean', nullable: true }) signupEnabled!: boolean | null;
  @ApiProperty({ type: 'integer', nullable: true }) sessionLifetimeMinutes!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) tokenMaxLifetimeDays!: number | null;
  @NullableRef(LoginThrottleSettings) loginThrottle!: LoginThrottleSettings | null;
  @NullableRef(RateLimitSettings) rateLimit!: RateLimitSettings | null;
  @ApiProperty({ type: 'string', isArray: true, nullable: true }) trustedProxies!: string[] | null;
  @NullableRef(MailSettingsResponse) mail!: MailSettingsResponse | null;
}

export class EffectiveSettingsResponse extends SettingsShape {}

export class AdminSettingsResponse {
  @ApiProperty({ type: SavedSettingsResponse, description: 'What administrators stored; null keys were never set' })
  saved!: SavedSettingsResponse;
  @ApiProperty({ type: EffectiveSettingsResponse, description: 'What the service uses now: saved, else the environment, else the default' })
  effective!: EffectiveSettingsResponse;
}

/** Schemas only referenced through NullableRef, registered with the document. */
export const ADMIN_SETTINGS_MODELS = [LoginThrottleSettings, RateLimitSettings, MailSettingsInput, MailSettingsResponse, SettingsInput];
