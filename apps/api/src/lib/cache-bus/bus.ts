// The broadcast of cache invalidations between API instances. A cache that drops entries here (lib/memo.ts, the
// page cache) publishes what it dropped; every other instance's handlers drop the same. The sender has already
// applied it, so an instance ignores its own messages. Messages are coalesced: what is published while a batch
// is on its way goes out together in the next one (identical invalidations once), so a burst of writes costs
// one message per round trip, not one per write. Delivery is at most once: after a gap (a subscriber that
// reconnected, a batch that could not be sent) every instance drops everything it caches ("resync").
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

export interface CacheBusTransport {
  readonly kind: 'redis' | 'postgres' | 'local';
  /** Starts listening: `deliver` gets every message on the channel, `resynced` is called after a gap. */
  start(deliver: (message: string) => void, resynced: () => void): Promise<void>;
  send(message: string): Promise<void>;
  close(): Promise<void>;
}

type Item = [topic: string, payload: string];
interface Message {
  from: string;
  /** The sender's count of its messages: it waits to hear its own back (see `sendMessage`). */
  n: number;
  items: Item[];
}

/** Every instance drops everything: published after this instance failed to send a batch. */
const RESYNC = '*';
/** Under PostgreSQL's NOTIFY payload limit (8000 bytes). */
const MAX_MESSAGE_BYTES = 7000;
const RETRY_MS = { first: 500, max: 30_000 };
const ECHO_WAIT_MS = 500;

/** What a cache needs of the bus. */
export type CacheBroadcast = Pick<CacheBus, 'publish' | 'on' | 'onResync'>;

export const localTransport = (): CacheBusTransport => ({
  kind: 'local',
  start: async () => {},
  send: async () => {},
  close: async () => {},
});

export class CacheBus {
  readonly id = randomUUID();
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private readonly resyncHandlers = new Set<() => void>();
  private pending = new Map<string, Item>();
  /** The batch that what is published now will go out with; null once it has taken its items. */
  private batch: Promise<void> | null = null;
  private inFlight: Promise<void> = Promise.resolve();
  private failing = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelay = RETRY_MS.first;
  private closed = false;
  private sequence = 0;
  private readonly echoes = new Map<number, () => void>();
  /** This instance's own listener did not hear its last message in time: do not wait for the next ones. */
  private echoLate = false;

  readonly transport: CacheBusTransport;
  private readonly log: FastifyBaseLogger;

  constructor(transport: CacheBusTransport, log: FastifyBaseLogger) {
    this.transport = transport;
    this.log = log;
  }

  get kind() {
    return this.transport.kind;
  }

  start(): Promise<void> {
    return this.transport.start(
      (message) => this.receive(message),
      () => this.resync('reconnected'),
    );
  }

  /** `handler` applies what another instance published under `topic`. */
  on(topic: string, handler: (payload: string) => void): () => void {
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  /** `handler` drops everything it caches: invalidations may have been missed. */
  onResync(handler: () => void): () => void {
    this.resyncHandlers.add(handler);
    return () => this.resyncHandlers.delete(handler);
  }

  /** Tells the other instances; this one has applied it already. */
  publish(topic: string, payload = ''): void {
    if (this.transport.kind === 'local' || this.closed) return;
    this.pending.set(`${topic}\n${payload}`, [topic, payload]);
    this.batch ??= this.nextBatch();
  }

  /** Resolves once everything published so far has been sent (or has failed, which is logged). */
  flush(): Promise<void> {
    return this.batch ?? this.inFlight;
  }

  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.transport.close();
  }

  private nextBatch(): Promise<void> {
    const previous = this.inFlight;
    const run = (async () => {
      await previous;
      // What the same request publishes right after (a handler forgetting three caches) joins this batch.
      await new Promise((resolve) => setImmediate(resolve));
      this.batch = null;
      const items = [...this.pending.values()];
      this.pending.clear();
      await this.send(items);
    })();
    this.inFlight = run;
    return run;
  }

  private async send(items: Item[]): Promise<void> {
    try {
      for (const chunk of this.chunks(items)) await this.sendMessage(chunk);
      if (this.failing) this.log.info({ transport: this.kind }, 'cache bus: sending again');
      this.failing = false;
      this.retryDelay = RETRY_MS.first;
    } catch (error) {
      if (!this.failing) {
        this.log.error(
          { err: error, transport: this.kind },
          'cache bus: an invalidation could not be sent; the other instances may serve cached data until it can',
        );
      }
      this.failing = true;
      this.scheduleResync();
    }
  }

  /** Until a send succeeds again, asks every instance to drop everything, waiting longer each time. */
  private scheduleResync(): void {
    if (this.retryTimer || this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.publish(RESYNC);
    }, this.retryDelay);
    this.retryTimer.unref();
    this.retryDelay = Math.min(this.retryDelay * 2, RETRY_MS.max);
  }

  /**
   * Sends one message, then waits (a moment at most) to hear it back on this instance's own subscription: the
   * broker has then passed it on to every instance, so the write's answer, sent after `flush`, is very likely
   * to reach any client after the other instances have dropped what it changed.
   */
  private async sendMessage(items: Item[]): Promise<void> {
    const n = ++this.sequence;
    const echo = new Promise<void>((resolve) => this.echoes.set(n, resolve));
    try {
      await this.transport.send(JSON.stringify({ from: this.id, n, items } satisfies Message));
      if (this.echoLate) return;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), ECHO_WAIT_MS);
      });
      this.echoLate = await Promise.race([echo.then(() => false), late]);
      clearTimeout(timer);
    } finally {
      this.echoes.delete(n);
    }
  }

  private *chunks(items: Item[]): Generator<Item[]> {
    let chunk: Item[] = [];
    let size = 0;
    for (const item of items) {
      const itemSize = Buffer.byteLength(JSON.stringify(item));
      if (chunk.length > 0 && size + itemSize > MAX_MESSAGE_BYTES) {
        yield chunk;
        chunk = [];
        size = 0;
      }
      chunk.push(item);
      size += itemSize + 1;
    }
    if (chunk.length > 0) yield chunk;
  }

  private receive(raw: string): void {
    const message = parseMessage(raw);
    if (!message) {
      this.log.warn({ transport: this.kind }, 'cache bus: a malformed message was ignored');
      return;
    }
    if (message.from === this.id) {
      this.echoLate = false;
      this.echoes.get(message.n)?.();
      return;
    }
    for (const [topic, payload] of message.items) {
      if (topic === RESYNC) {
        this.resync('asked by another instance');
        continue;
      }
      for (const handler of this.handlers.get(topic) ?? []) {
        try {
          handler(payload);
        } catch (error) {
          this.log.error({ err: error, topic }, 'cache bus: a handler failed');
        }
      }
    }
  }

  private resync(reason: string): void {
    this.log.info({ transport: this.kind, reason }, 'cache bus: dropping every cached entry');
    for (const handler of this.resyncHandlers) handler();
  }
}

function parseMessage(raw: string): Message | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { from, n, items } = value as Record<string, unknown>;
    if (typeof from !== 'string' || typeof n !== 'number' || !Array.isArray(items)) return null;
    const valid = items.every(
      (item): item is Item =>
        Array.isArray(item) && item.length === 2 && typeof item[0] === 'string' && typeof item[1] === 'string',
    );
    return valid ? { from, n, items } : null;
  } catch {
    return null;
  }
}
