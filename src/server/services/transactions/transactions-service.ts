// Registered transactions: a page of a place's (building, block, phase,
// estate or district), optionally without one building's; a page of those
// the transaction page's filter picks; a place's price per square foot by
// quarter. The listing, place and transaction pages all read them here.
// A place's pages are shared by every listing of the place and change only
// when the market data is reloaded, so they are kept for TRANSACTIONS_TTL_MS.
import type { Queryable } from "../../db/client.ts";
import type { TransactionScope } from "../../../domain/places/place-kinds.ts";
import { createKeyedSnapshots } from "../cache/timed-snapshot.ts";
import { presentTransactionPage, type Presentation, type TransactionPage } from "./transaction-presenter.ts";
import {
  filteredTransactions,
  pricePerSqftByQuarter,
  scopedTransactions,
  type QuarterRow,
  type TransactionRows,
} from "../../db/transactions/transaction-queries.ts";

/** Transactions per page on listing and place pages. */
export const TRANSACTIONS_PAGE_SIZE = 10;
/** Transactions per page on the transaction page. */
const FILTERED_PAGE_SIZE = 20;
/** The transaction page stops counting (and paging) here; see filteredTransactions. */
const FILTERED_CAP = FILTERED_PAGE_SIZE * 50;
const TRANSACTIONS_TTL_MS = 60_000;

/** The transaction page's filter. */
type TransactionFilter = { districtId: number | null; building: string; kind: "sale" | "lease" | null };

export interface TransactionsService {
  /** A page of the place's transactions (TRANSACTIONS_PAGE_SIZE), newest first, leaving out `exceptBuildingId`'s. */
  ofPlace(scope: TransactionScope, page: number, exceptBuildingId?: number): Promise<TransactionRows>;
  /** ofPlace() presented. */
  pageOfPlace(scope: TransactionScope, page: number, presentation: Presentation, exceptBuildingId?: number): Promise<TransactionPage>;
  /** A page (FILTERED_PAGE_SIZE) of the transactions the filter picks, presented; `capped` when there are more than the pager reaches. */
  filtered(filter: TransactionFilter, page: number, presentation: Presentation): Promise<TransactionPage & { capped: boolean }>;
  /** Average price per sq ft of the place's transactions by quarter, sales and leases apart, oldest first (HKD). */
  quarters(scope: TransactionScope): Promise<QuarterRow[]>;
}

export function createTransactionsService(db: Queryable): TransactionsService {
  const pages = createKeyedSnapshots<TransactionRows>({ ttlMs: TRANSACTIONS_TTL_MS, maxEntries: 20_000 });
  const ofPlace = (scope: TransactionScope, page: number, exceptBuildingId?: number) =>
    pages.get(`${scope.kind}:${scope.id}:${exceptBuildingId ?? ""}:${page}`, () =>
      scopedTransactions(db, scope, exceptBuildingId ?? null, page, TRANSACTIONS_PAGE_SIZE),
    );
  return {
    ofPlace,
    async pageOfPlace(scope, page, presentation, exceptBuildingId) {
      return presentTransactionPage(await ofPlace(scope, page, exceptBuildingId), page, TRANSACTIONS_PAGE_SIZE, presentation);
    },
    async filtered(filter, requestedPage, presentation) {
      const page = Math.min(requestedPage, FILTERED_CAP / FILTERED_PAGE_SIZE);
      const kind = filter.kind === "sale" ? 1 : filter.kind === "lease" ? 2 : null;
      const found = await filteredTransactions(
        db,
        { districtId: filter.districtId, building: filter.building, kind },
        page,
        FILTERED_PAGE_SIZE,
        FILTERED_CAP,
      );
      return { ...presentTransactionPage(found, page, FILTERED_PAGE_SIZE, presentation), capped: found.total >= FILTERED_CAP };
    },
    quarters: (scope) => pricePerSqftByQuarter(db, scope),
  };
}
