import { useLoaderData } from "react-router";
import type { Route } from "./+types/documents-list.ts";
import { requestContext } from "../app-context.ts";
import { DocumentsListPage, type DocumentListKind } from "../features/documents/documents-list-page.tsx";
import { authorizePage } from "../lib/member-guard.ts";
import { documentsPolicy } from "../../domain/policy/documents-policy.ts";
import { DEFAULT_DOCUMENT_LIST_ORDER } from "../../domain/documents/document-codes.ts";

/** The list a path names: the pending documents page or the signed one. */
function kindOf(pathname: string): DocumentListKind {
  return pathname.replace(/\.data$/, "").endsWith("/signeddocument") ? "signed" : "pending";
}

/** A page number from ?page=, 1 when absent or not a number from 1 up. */
function pageOf(url: URL): number {
  const page = Number(url.searchParams.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** Member pages: the documents the signed-in member is a signer of, still to sign or signed, in the spec's default order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = authorizePage(request, context, (v) => documentsPolicy.can(v, "own"));
  const url = new URL(request.url);
  const kind = kindOf(url.pathname);
  const list = await context.get(requestContext).services.documents.member.list(viewer.user, kind, {
    page: pageOf(url),
    listOrderEnum: DEFAULT_DOCUMENT_LIST_ORDER,
    listOrderIsAsc: false,
  });
  return { kind, list };
}

export default function Page() {
  const { kind, list } = useLoaderData<typeof loader>();
  return <DocumentsListPage kind={kind} list={list} />;
}
