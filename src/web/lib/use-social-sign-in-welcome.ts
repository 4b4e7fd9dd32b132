import { useEffect } from "react";
import { hasSocialSignInFlag, SOCIAL_SIGN_IN_FLAG_COOKIE } from "../../domain/navigation/social-sign-in-flag.ts";
import { useLayoutStore } from "./layout-context.tsx";

/** Back from a social sign-in: the loginSuccess popup a password sign-in shows, once (the server's flag is removed). */
export function useSocialSignInWelcome(): void {
  const store = useLayoutStore();
  useEffect(() => {
    if (!hasSocialSignInFlag(document.cookie)) return;
    document.cookie = `${SOCIAL_SIGN_IN_FLAG_COOKIE}=; Max-Age=0; Path=/; Secure; SameSite=Lax`;
    store.showBigPopup({ type: "success", title: "account.msg.loginSuccess", caption: "account.msg.loginSuccessCaption" });
  }, [store]);
}
