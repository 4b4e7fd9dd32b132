// The pending-document alert's call, loaded only for a verified member once
// the page has loaded (pending-documents-alert.tsx).
import { api } from "../../lib/api-client.ts";
import { DOCUMENT_DEFAULT_ORDER, PENDING_ALERT_PAGE } from "../../lib/pending-documents.ts";
import type { DocumentListResponse } from "../../../domain/contracts/documents.ts";

/** How many documents await the member (the first page answers with the total); null when the call fails (the alert then says nothing). */
export async function fetchPendingCount(): Promise<number | null> {
  try {
    const answer = await api.post<DocumentListResponse>("/api/mydocument/getpendingdocuments", {
      page: PENDING_ALERT_PAGE,
      ...DOCUMENT_DEFAULT_ORDER,
    });
    return answer.total;
  } catch {
    return null;
  }
}
