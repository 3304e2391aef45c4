import type { DataShareItem } from "./fields";

/** The four path parameters that name a share subscription. */
export interface ShareSubscriptionRef {
  readonly subscriptionId: string;
  readonly resourceGroupName: string;
  readonly accountName: string;
  readonly shareSubscriptionName: string;
}

/** What the service holds for one share subscription. */
export interface ShareSubscriptionData {
  /** Synchronizations in the order the service lists them. */
  readonly synchronizations: readonly DataShareItem[];
  /** Data-set-level details by synchronizationId. */
  readonly details: ReadonlyMap<string, readonly DataShareItem[]>;
  /** Source share synchronization settings. */
  readonly settings: readonly DataShareItem[];
}

/** Page size when {@link DataShareStore} is given none. */
export const DEFAULT_DATASHARE_PAGE_SIZE = 10;

/**
 * The read allowance the `x-svc-ratelimit-remaining-subscription-reads` header counts down from, per
 * subscription (the real service's hourly budget is of this order).
 */
const DATASHARE_READ_ALLOWANCE = 12000;

/** The key of a share subscription: resource names are case-insensitive, as in the real service. */
export function shareSubscriptionKey(ref: ShareSubscriptionRef): string {
  const parts = [ref.subscriptionId, ref.resourceGroupName, ref.accountName, ref.shareSubscriptionName];
  return parts.map((part) => part.toLowerCase()).join("/");
}

/** In-memory state of the data share service: share subscriptions, page size and read allowances. */
export class DataShareStore {
  private readonly shares = new Map<string, ShareSubscriptionData>();
  private readonly readsUsed = new Map<string, number>();
  private size: number;

  /**
   * @param startPageSize - page size at start and after {@link DataShareStore.reset}.
   * @param seed - puts the starting share subscriptions in the store.
   */
  constructor(
    private readonly startPageSize: number,
    private readonly seed: (store: DataShareStore) => void,
  ) {
    this.size = startPageSize;
    this.reset();
  }

  /** Items per page of every list operation. */
  get pageSize(): number {
    return this.size;
  }

  /** Changes the page size (a positive integer, checked by the caller). */
  setPageSize(size: number): void {
    this.size = size;
  }

  /** The share subscription, or undefined when the service holds none by that name. */
  get(ref: ShareSubscriptionRef): ShareSubscriptionData | undefined {
    return this.shares.get(shareSubscriptionKey(ref));
  }

  /** Creates or replaces a share subscription. */
  put(ref: ShareSubscriptionRef, data: ShareSubscriptionData): void {
    this.shares.set(shareSubscriptionKey(ref), data);
  }

  /** Forgets a share subscription; true when there was one. */
  remove(ref: ShareSubscriptionRef): boolean {
    return this.shares.delete(shareSubscriptionKey(ref));
  }

  /** Uses one read of the subscription's allowance and returns what remains (never below zero). */
  takeRead(subscriptionId: string): number {
    const key = subscriptionId.toLowerCase();
    const used = Math.min((this.readsUsed.get(key) ?? 0) + 1, DATASHARE_READ_ALLOWANCE);
    this.readsUsed.set(key, used);
    return DATASHARE_READ_ALLOWANCE - used;
  }

  /** Back to the seed, the starting page size and full read allowances. */
  reset(): void {
    this.shares.clear();
    this.readsUsed.clear();
    this.size = this.startPageSize;
    this.seed(this);
  }
}
