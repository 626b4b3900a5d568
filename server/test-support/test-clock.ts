import type { Clock } from "@server/config/clock";

/** A clock tests move by hand, for expiries (tokens, OTPs, lockouts). */
export class TestClock {
  private current: number;

  constructor(start = Date.now()) {
    this.current = start;
  }

  readonly now: Clock = () => new Date(this.current);

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }

  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }
}
