import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { KafkaRequester, type SendOptions } from './requester';

/** What `ClientProxy.send(pattern, data)` takes as `data` with this transport. */
export interface KafkaRpcMessage extends SendOptions {
  value: unknown;
}

/**
 * Nest's `ClientProxy` over the request/reply protocol: `send(pattern, { value, headers, deadline })`
 * gives an observable of the one reply; a failure reply errors with what the service answered.
 */
export class KafkaRpcClient extends ClientProxy {
  constructor(readonly requester: KafkaRequester) {
    super();
  }

  connect(): Promise<void> {
    return this.requester.start();
  }

  async close(): Promise<void> {
    await this.requester.stop();
  }

  unwrap<T>(): T {
    return this.requester as T;
  }

  protected publish(packet: ReadPacket<KafkaRpcMessage>, callback: (packet: WritePacket) => void): () => void {
    const { value, headers, deadline } = packet.data;
    return this.requester.send(
      packet.pattern as string,
      value,
      (err, response) =>
        callback(err !== undefined ? { err, isDisposed: true } : { response: response ?? null, isDisposed: true }),
      { headers, deadline },
    );
  }

  protected dispatchEvent(): Promise<never> {
    return Promise.reject(new Error('events go out through EventPublisher, on their own topics'));
  }
}
