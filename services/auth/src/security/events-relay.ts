/** What the services need from the outbox relay: a nudge after each write, so events leave at once. */
export abstract class EventsRelay {
  abstract kick(): void;
}
