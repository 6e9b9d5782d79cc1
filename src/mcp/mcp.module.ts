import { Module } from '@nestjs/common';
import { McpController } from './mcp.controller';
import { McpService } from './mcp.service';

/** Agent access: the Model Context Protocol endpoint, whose tools are calls of this API. */
@Module({
  controllers: [McpController],
  providers: [McpService],
})
export class McpModule {}
