// A page of transactions as every page shows it: prices in the visitor's
// currency, the building's name in the page's language, the pager.
import { convertFromHkd, type CurrencyId } from "../../../domain/money/currency.ts";
import { nameFromTriple } from "../../../domain/i18n/languages.ts";
import { pagerOf, type Pager } from "../../../domain/util/pager.ts";
import type { NamedTransaction, TransactionRows } from "../../db/transactions/transaction-queries.ts";

type Transaction = {
  id: number;
  kind: "sale" | "lease";
  date: string;
  floorLevel: number;
  flat: string;
  saleableSize: number;
  grossSize: number;
  price: number;
  pricePerSqftSaleable: number;
  pricePerSqftGross: number;
  buildingId: number;
  building: string;
};
export type TransactionPage = { pager: Pager; items: Transaction[] };
export type Presentation = { currencyId: CurrencyId; languageId: number };

const isoDate = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

function presentTransaction(t: NamedTransaction, { currencyId, languageId }: Presentation): Transaction {
  const cents = (hkd: number) => Math.round(convertFromHkd(hkd, currencyId) * 100) / 100;
  return {
    id: t.id,
    kind: t.kind === 1 ? "sale" : "lease",
    date: isoDate(t.transactedOn),
    floorLevel: t.floorLevel,
    flat: t.flat,
    saleableSize: t.saleableSize,
    grossSize: t.grossSize,
    price: Math.round(convertFromHkd(t.price, currencyId)),
    pricePerSqftSaleable: cents(t.ppsfSaleable),
    pricePerSqftGross: cents(t.ppsfGross),
    buildingId: t.buildingId,
    building: nameFromTriple(t.buildingNames, languageId) ?? "",
  };
}

export function presentTransactionPage(
  found: TransactionRows,
  page: number,
  pageSize: number,
  presentation: Presentation,
): TransactionPage {
  return { pager: pagerOf(page, found.total, pageSize), items: found.rows.map((t) => presentTransaction(t, presentation)) };
}
