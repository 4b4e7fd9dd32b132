/** The transaction page's filter as it travels in the query string (?district=12&building=tower&kind=sale&txpage=2). */
export type TransactionQuery = { districtId: number | null; building: string; kind: "sale" | "lease" | null };

export function parseTransactionQuery(search: URLSearchParams): TransactionQuery {
  const district = search.get("district") ?? "";
  const kind = search.get("kind");
  return {
    districtId: /^[1-9]\d{0,5}$/.test(district) ? Number(district) : null,
    // Names are short; a long value is noise and would only slow the match.
    building: (search.get("building") ?? "").trim().slice(0, 60),
    kind: kind === "sale" || kind === "lease" ? kind : null,
  };
}
