// A call refused by one of the server's limits (429 with Retry-After) says
// which limit it met and how long the wait really is: a sign-up limit lasts
// up to an hour, a sign-in limit a minute. Which limit it is follows from the
// call; the message travels as a text of its own ("throttled:signUp:3540")
// like the network texts, and the message line turns it into the page's
// language with the wait in whole minutes.

export type ThrottledLimit = "signIn" | "password" | "signUp" | "verification" | "forgotPassword" | "enquiry" | "newsletter";

const LIMIT_OF_PATH: readonly [RegExp, ThrottledLimit][] = [
  [/\/api\/account\/login$/, "signIn"],
  [/\/api\/account\/resetpassword$/, "password"],
  [/\/api\/profile\/changepassword$/, "password"],
  [/\/api\/account\/registerbyemail$/, "signUp"],
  [/\/api\/account\/resendverification$/, "verification"],
  [/\/api\/profile\/reverifyemail$/, "verification"],
  [/\/api\/account\/forgotpassword$/, "forgotPassword"],
  [/\/api\/communication\/contactus(?:media)?$/, "enquiry"],
  [/\/api\/communication\/subscribebyemail$/, "newsletter"],
];

const THROTTLED = /^throttled:(\w+):(\d+)$/;

/** The message of a refused call to `path` that may be tried again in `retryAfterSeconds`, or null for a call with no limit. */
export function throttledMessage(path: string, retryAfterSeconds: number): string | null {
  const limit = LIMIT_OF_PATH.find(([pattern]) => pattern.test(path.split("?")[0] ?? ""))?.[1];
  if (!limit) return null;
  const seconds = Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0 ? Math.ceil(retryAfterSeconds) : 60;
  return `throttled:${limit}:${String(seconds)}`;
}

/** The message key of a throttled text and its wait in whole minutes (at least one), else null. */
export function throttledText(message: string): { key: string; values: { minutes: number } } | null {
  const match = THROTTLED.exec(message);
  if (!match) return null;
  return { key: `account.msg.throttled.${match[1]!}`, values: { minutes: Math.max(1, Math.ceil(Number(match[2]) / 60)) } };
}
