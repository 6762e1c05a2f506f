/** How many message streams one process keeps open: per account, and per client address. */
export interface StreamCapsConfig {
  perAccount: number;
  perAddress: number;
}

interface Admitted {
  userId: string;
  address: string;
  /** Ends the stream (it was the account's oldest when a newer one needed its place). */
  evict: () => void;
  released: boolean;
}

/**
 * This process's open message streams, counted per account and per client address. Each open stream holds a
 * connection and its buffers, so one cookie or one client must not open thousands. An account past its cap loses
 * its oldest stream (a tab long in the background, most likely; a person's newest tab is the one they look at),
 * while an address past its cap is refused a new one: closing someone's stream there could be a stranger's
 * behind the same network, and a client opening streams with many accounts is not a person reading messages.
 */
export class StreamCaps {
  /** Oldest first. */
  private readonly byAccount = new Map<string, Admitted[]>();
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly caps: StreamCapsConfig) {}

  /** Whether `address` may open one more (checked again by admit: the answer may change before it). */
  hasRoomFor(address: string): boolean {
    return (this.byAddress.get(address) ?? 0) < this.caps.perAddress;
  }

  /**
   * Counts a new stream of `userId` from `address`, closing the account's oldest beyond its cap. Returns its
   * release (call it when the stream ends; calling twice is harmless), or undefined when the address is full.
   */
  admit(userId: string, address: string, evict: () => void): (() => void) | undefined {
    if (!this.hasRoomFor(address)) return undefined;
    const entry: Admitted = { userId, address, evict, released: false };
    const own = this.byAccount.get(userId) ?? [];
    this.byAccount.set(userId, own);
    own.push(entry);
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    while (own.length > this.caps.perAccount) {
      const oldest = own[0] as Admitted;
      this.release(oldest);
      oldest.evict();
    }
    return () => this.release(entry);
  }

  private release(entry: Admitted): void {
    if (entry.released) return;
    entry.released = true;
    const own = this.byAccount.get(entry.userId);
    if (own) {
      own.splice(own.indexOf(entry), 1);
      if (own.length === 0) this.byAccount.delete(entry.userId);
    }
    const count = (this.byAddress.get(entry.address) ?? 1) - 1;
    if (count > 0) this.byAddress.set(entry.address, count);
    else this.byAddress.delete(entry.address);
  }
}
