import { useEffect, useState } from "react";
import { useI18n } from "../i18n/i18n.tsx";
import { useLayout, useLayoutStore } from "../lib/layout-context.tsx";
import { followApi, type FollowedPlace } from "../lib/saved-searches.ts";

/**
 * Follow or unfollow a building or district: a follow is the member's saved
 * search set of type Building or District (listing type 4, every purpose),
 * found by the place-followed and district-followed checks. A guest is asked
 * to sign in first. A member's button waits until the check has answered, so
 * a click cannot follow again what is already followed.
 */
export function FollowButton(props: { place: FollowedPlace; name: string }) {
  const { t } = useI18n();
  const { user } = useLayout();
  const store = useLayoutStore();
  // null while a member's follow is being looked up.
  const [followId, setFollowId] = useState<number | null>(user ? null : 0);
  const [busy, setBusy] = useState(false);
  const { kind, id } = props.place;

  useEffect(() => {
    setFollowId(user ? null : 0);
    if (!user) return;
    let live = true;
    followApi.followedId({ kind, id }).then(
      (found) => live && setFollowId(found),
      // Not known: offered as not followed, which a click can still set right.
      () => live && setFollowId(0),
    );
    return () => {
      live = false;
    };
  }, [user, kind, id]);

  async function toggle() {
    if (!user) {
      store.openLogin();
      return;
    }
    setBusy(true);
    try {
      if (followId) {
        await followApi.unfollow(followId);
        setFollowId(0);
      } else {
        setFollowId(await followApi.follow({ kind, id }, props.name));
      }
    } catch {
      store.showMessage("saved.msg.searchSavedFailed");
    }
    setBusy(false);
  }

  const followed = (followId ?? 0) > 0;
  return (
    <button
      type="button"
      className="button button-ghost button-wrap follow-button"
      aria-pressed={followed}
      disabled={busy || followId === null}
      onClick={() => void toggle()}
      data-testid={`follow-${kind}`}
    >
      {t(followed ? "listing.unfollow" : "listing.follow", { name: props.name })}
    </button>
  );
}
