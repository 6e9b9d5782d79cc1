import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IfMatchHeader } from '../common/http/conditional';
import { ApiIfMatch, ApiProblems, READ_ERRORS } from '../common/http/decorators';
import { IfMatch } from '../common/http/etag';
import { ProfileInput, ProfileResponse } from './dto/profile.dto';
import { ProfileService } from './profile.service';

@ApiTags('profile')
@Controller('me')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Get()
  @ApiOperation({ summary: 'The owner profile: reporting zone' })
  @ApiOkResponse({ type: ProfileResponse })
  @ApiProblems(...READ_ERRORS)
  get(): Promise<ProfileResponse> {
    return this.profile.get();
  }

  @Put()
  @ApiIfMatch()
  @ApiOperation({ summary: "Set the reporting zone (IANA); existing records are split at the new zone's local midnights" })
  @ApiOkResponse({ type: ProfileResponse })
  @ApiProblems(400, 401, 403, 412, 413, 415, 422, 428, 503)
  update(@IfMatchHeader() ifMatch: IfMatch, @Body() body: ProfileInput): Promise<ProfileResponse> {
    return this.profile.update(ifMatch, body.zoneId);
  }
}
