import { useEffect, useState } from "react";
import { useI18n } from "../i18n/i18n.tsx";
import { isFollowed, setFollowed, type FollowedPlace } from "../lib/local-saved.ts";

/** Follow or unfollow a building or district (kept locally until the saved-items issue wires the server). */
export function FollowButton(props: { place: FollowedPlace; name: string }) {
  const { t } = useI18n();
  const [followed, setState] = useState(false);
  useEffect(() => setState(isFollowed(props.place)), [props.place]);
  const toggle = () => {
    setFollowed(props.place, !followed);
    setState(!followed);
  };
  return (
    <button type="button" className="button button-ghost follow-button" aria-pressed={followed} onClick={toggle}>
      {t(followed ? "listing.unfollow" : "listing.follow", { name: props.name })}
    </button>
  );
}
