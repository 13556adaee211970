export class UpstreamTimeoutError extends Error {
  constructor(readonly service: string) {
    super(`The ${service} service did not answer in time. Please try again.`);
  }
}
