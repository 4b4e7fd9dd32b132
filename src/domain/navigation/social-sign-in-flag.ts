// The one-time flag a social sign-in leaves for the page it returns to: the
// provider's redirect lands on the server, so the page cannot know by itself
// that someone has just signed in. The server's callback sets this cookie
// (readable by the page, one minute); the page shows loginSuccess once and
// removes it.
export const SOCIAL_SIGN_IN_FLAG_COOKIE = "hh_social_signed_in";
export const SOCIAL_SIGN_IN_FLAG_SECONDS = 60;

/** Whether a `document.cookie` text carries the flag. */
export function hasSocialSignInFlag(cookies: string): boolean {
  return cookies.split(";").some((pair) => pair.trim().startsWith(`${SOCIAL_SIGN_IN_FLAG_COOKIE}=`));
}
