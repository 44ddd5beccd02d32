// The load of check e: concurrent clients through the balancer mixing search reads with writes a renter, a
// landlord and the site owner make (favourites, inquiries, credit ledger entries), each write identifiable in
// the database afterwards. A write that gets no answer, or the balancer's 502/503/504, is sent again as a
// client would: the same body and the same Idempotency-Key, so the count in the database must still be one.
import { setTimeout as sleep } from 'node:timers/promises';
import { type Answer, call } from './client.ts';

export type WriteKind = 'favourite' | 'inquiry' | 'adjustment' | 'featuring';

export interface WriteRecord {
  kind: WriteKind;
  /** The listing favourited, the inquiry's message, or the Idempotency-Key. */
  key: string;
  listingId: number;
  /** Credits the ledger entry adds (negative: spent), for the ledger kinds. */
  amount: number;
  attempts: number;
  firstStatus: number;
  /** ok: a 2xx; repeat: a resend answered 409 because the first attempt had been stored; failed: neither. */
  outcome: 'ok' | 'repeat' | 'failed';
  finalStatus: number;
}

export interface LoadContext {
  base: string;
  runId: string;
  renterToken: string;
  renter: { name: string; email: string };
  landlordToken: string;
  ownerToken: string;
  companyId: number;
  featuringListingId: number;
  featuringPrice: number;
  /** Active listings to favourite, one per favourite write, and to inquire about. */
  listingIds: number[];
}

export interface ReadCounts {
  ok: number;
  failed: number;
  statuses: Record<string, number>;
}

const RESEND_STATUSES = new Set([0, 502, 503, 504]);
const SEARCH_PATHS = [
  '/api/listings?bounds=72,-52,24,-168',
  '/api/listings?bounds=72,-52,24,-168&page=2',
  '/api/listings?bounds=43.855,-79.115,43.58,-79.64&beds=1,2',
  '/api/listings?keyword=fireplace',
  '/api/map-markers?bounds=50,-74,41.5,-96&zoom=6',
];

export class KillLoad {
  readonly writes: WriteRecord[] = [];
  /** Reads by phase (the caller names the phases as it goes). */
  readonly reads = new Map<string, ReadCounts>();
  phase = 'before';
  private stopped = false;
  private counter = 0;
  private workers: Promise<void>[] = [];
  private readonly ctx: LoadContext;

  constructor(ctx: LoadContext) {
    this.ctx = ctx;
  }

  start(connections: number) {
    this.workers = Array.from({ length: connections }, () => this.worker());
  }

  async stop() {
    this.stopped = true;
    await Promise.all(this.workers);
  }

  private async worker() {
    while (!this.stopped) {
      const n = this.counter++;
      const slot = n % 10;
      if (slot === 0) await this.favourite(n);
      else if (slot === 3) await this.inquiry(n);
      else if (slot === 6) await this.ledger(n);
      else await this.read(n);
    }
  }

  private async read(n: number) {
    const phase = this.phase;
    const res = await call(this.ctx.base, 'GET', SEARCH_PATHS[n % SEARCH_PATHS.length] as string);
    const counts = this.reads.get(phase) ?? { ok: 0, failed: 0, statuses: {} };
    this.reads.set(phase, counts);
    if (res.ok) counts.ok++;
    else counts.failed++;
    const label = res.status === 0 ? `no answer (${res.error})` : String(res.status);
    counts.statuses[label] = (counts.statuses[label] ?? 0) + 1;
  }

  /** Sends until an answer that is not a lost connection or the balancer's own error. */
  private async write(
    record: Omit<WriteRecord, 'attempts' | 'firstStatus' | 'outcome' | 'finalStatus'>,
    send: () => Promise<Answer>,
  ) {
    let res = await send();
    const entry: WriteRecord = { ...record, attempts: 1, firstStatus: res.status, outcome: 'failed', finalStatus: 0 };
    this.writes.push(entry);
    while (RESEND_STATUSES.has(res.status) && entry.attempts < 10) {
      await sleep(300);
      res = await send();
      entry.attempts++;
    }
    entry.finalStatus = res.status;
    if (res.ok) entry.outcome = 'ok';
    else if (res.status === 409 && entry.attempts > 1) entry.outcome = 'repeat';
  }

  private async favourite(n: number) {
    const listingId = this.ctx.listingIds[Math.floor(n / 10) % this.ctx.listingIds.length] as number;
    // Each favourite write adds a listing not favourited yet (the list is long enough for the run).
    if (this.writes.some((w) => w.kind === 'favourite' && w.listingId === listingId)) return this.read(n);
    await this.write({ kind: 'favourite', key: String(listingId), listingId, amount: 0 }, () =>
      call(this.ctx.base, 'PATCH', '/api/favourite-listing', {
        token: this.ctx.renterToken,
        body: { listingId, active: 1 },
      }),
    );
  }

  private async inquiry(n: number) {
    const listingId = this.ctx.listingIds[n % this.ctx.listingIds.length] as number;
    const message = `cluster ${this.ctx.runId} inquiry ${n}: is it still available?`;
    // One address per inquiry: the route allows 5 per address in 10 minutes, as for separate visitors.
    const clientIp = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    await this.write({ kind: 'inquiry', key: message, listingId, amount: 0 }, () =>
      call(this.ctx.base, 'POST', '/api/renter-inquire', {
        token: this.ctx.renterToken,
        clientIp,
        body: { listingId, name: this.ctx.renter.name, email: this.ctx.renter.email, message },
      }),
    );
  }

  private async ledger(n: number) {
    const key = `cluster-${this.ctx.runId}-load-${n}`;
    const headers = { 'idempotency-key': key };
    if (n % 20 === 6) {
      const { companyId } = this.ctx;
      await this.write({ kind: 'adjustment', key: `adjustment:${companyId}:${key}`, listingId: 0, amount: 2 }, () =>
        call(this.ctx.base, 'POST', `/api/admin/companies/${companyId}/credits`, {
          token: this.ctx.ownerToken,
          headers,
          body: { amount: 2, note: `cluster load ${n}` },
        }),
      );
    } else {
      const id = this.ctx.featuringListingId;
      await this.write(
        { kind: 'featuring', key: `featuring:${id}:${key}`, listingId: id, amount: -this.ctx.featuringPrice },
        () =>
          call(this.ctx.base, 'POST', `/api/commerce/featured/${id}`, {
            token: this.ctx.landlordToken,
            headers,
            body: { days: 1 },
          }),
      );
    }
  }
}
