/** "Now" for windows and expiry; a provider so tests can freeze it. */
export const CLOCK = Symbol('CLOCK');
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
