/** The time source of every expiry (tokens, OTPs, lockouts); tests pass a controllable one. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
