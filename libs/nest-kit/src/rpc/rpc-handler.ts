import { MessagePattern } from '@nestjs/microservices';
import type { RpcPattern, RpcReplyOf, RpcRequest, RpcRequestOf } from '@streamhub/contracts';

/** What a handler of `P` may look like: it takes the contract's request and answers its reply. */
export type RpcHandlerFn<P extends RpcPattern> = (
  request: RpcRequest<RpcRequestOf<P>>,
  ...rest: never[]
) => Promise<RpcReplyOf<P>> | RpcReplyOf<P>;

/**
 * `@MessagePattern(pattern)` checked against the pattern's contract in libs/contracts: a handler
 * that takes another body or answers another reply type fails to compile.
 */
export function RpcHandler<P extends RpcPattern>(pattern: P) {
  return <H extends RpcHandlerFn<P>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    MessagePattern(pattern)(target, key, descriptor);
  };
}
