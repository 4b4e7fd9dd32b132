import { savedPurposeOf } from "../../../domain/saved/saved-purpose.ts";
import { useEffect } from "react";
import { useLayout } from "../../lib/layout-context.tsx";
import { recordView } from "../../lib/saved-listings.ts";

/** Viewing a listing puts it first in the person's recently viewed list (a guest's in this browser, a member's on the server). */
export function useRecentlyViewed(id: number, available: boolean, purpose: "sale" | "rent"): void {
  const { user } = useLayout();
  useEffect(() => recordView(user, id, available, savedPurposeOf(purpose)), [user, id, available, purpose]);
}
