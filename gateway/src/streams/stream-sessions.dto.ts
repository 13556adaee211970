import { StreamHeartbeatBodySchema } from '@streamhub/contracts/schemas';
import { zodDto } from '../common/zod-dto';

export class StreamHeartbeatDto extends zodDto(StreamHeartbeatBodySchema) {}
