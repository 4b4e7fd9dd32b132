// The pending-document alert's call, loaded only for a verified member once
// the page has loaded (pending-documents-alert.tsx).
import { api } from "../../lib/api-client.ts";
import type { DocumentListResponse } from "../../../domain/contracts/documents.ts";
import { DEFAULT_DOCUMENT_LIST_ORDER } from "../../../domain/documents/document-codes.ts";

/** The alert reads the first page of pending documents, in the lists' default order (4, descending). */
const PENDING_ALERT_REQUEST = { page: 1, listOrderEnum: DEFAULT_DOCUMENT_LIST_ORDER, listOrderIsAsc: false };

/** How many documents await the member (the first page answers with the total); null when the call fails (the alert then says nothing). */
export async function fetchPendingCount(): Promise<number | null> {
  try {
    const answer = await api.post<DocumentListResponse>("/api/mydocument/getpendingdocuments", PENDING_ALERT_REQUEST);
    return answer.total;
  } catch {
    return null;
  }
}
