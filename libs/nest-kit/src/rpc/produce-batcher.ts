import type { Message, Producer } from 'kafkajs';

export interface OutgoingMessage extends Message {
  topic: string;
}

interface Queued {
  message: OutgoingMessage;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Coalesces produce calls: every message handed over in the same turn of the event loop (or
 * within `lingerMs`, at most a millisecond or two) goes to the broker as one produce request, so
 * the broker's cost grows with the number of batches, not of messages.
 */
export class ProduceBatcher {
  private queue: Queued[] = [];
  private scheduled = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly producer: Producer,
    private readonly options: { lingerMs: number; acks: number },
  ) {}

  send(message: OutgoingMessage): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ message, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      if (this.options.lingerMs > 0) setTimeout(() => this.flush(), this.options.lingerMs);
      else setImmediate(() => this.flush());
    });
  }

  /** Resolves once everything handed over so far has been acknowledged (or has failed). */
  async drain(): Promise<void> {
    if (this.queue.length > 0) this.flush();
    await Promise.allSettled([...this.inFlight]);
  }

  private flush(): void {
    this.scheduled = false;
    const items = this.queue;
    this.queue = [];
    if (items.length === 0) return;
    const byTopic = new Map<string, Message[]>();
    for (const { message } of items) {
      const { topic, ...rest } = message;
      let list = byTopic.get(topic);
      if (!list) byTopic.set(topic, (list = []));
      list.push(rest);
    }
    const sent = this.producer
      .sendBatch({
        acks: this.options.acks,
        topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
      })
      .then(
        () => items.forEach((i) => i.resolve()),
        (err: unknown) => items.forEach((i) => i.reject(err)),
      );
    this.inFlight.add(sent);
    void sent.finally(() => this.inFlight.delete(sent));
  }
}
