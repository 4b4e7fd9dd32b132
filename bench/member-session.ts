// A signed-in member for the ssr-*-member routes: signs up one new member
// through the real account call (anti-forgery token first, as the browser
// does) and returns the Cookie header that carries their session, so the
// bench can compare a member's page with a guest's in the same run; and a
// member whose e-mail is confirmed, for the calls only they may make. Each
// run signs up from an address of its own (the bench's server trusts one proxy hop, targets.ts),
// so runs back to back stay under the per-address sign-up limit.
export async function signUpMember(base: string): Promise<string> {
  return (await signUp(base)).cookie();
}

/** A new member signed up from an address of their own: their e-mail, their cookies, and where they come from. */
async function signUp(base: string) {
  const part = () => String(1 + Math.floor(Math.random() * 250));
  const from = { "x-forwarded-for": `10.${part()}.${part()}.${part()}` };
  const email = `bench-${Date.now()}-${process.pid}@example.com`;
  const tokenResponse = await fetch(new URL("/api/communication/getcsrftoken", base));
  if (!tokenResponse.ok) throw new Error(`No anti-forgery token from ${base}: ${tokenResponse.status}`);
  const jar = new Map(tokenResponse.headers.getSetCookie().map((c) => c.split(";")[0]!.split("=") as [string, string]));
  const token = ((await tokenResponse.json()) as { data: string }).data;
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const response = await fetch(new URL("/api/account/registerbyemail", base), {
    method: "POST",
    headers: { "content-type": "application/json", "x-xsrf-token": token, cookie: cookie(), ...from },
    body: JSON.stringify({ email, language: "en" }),
  });
  const answer = (await response.json()) as { user?: { userId: string } | null };
  if (!response.ok || !answer.user) throw new Error(`Signing up the bench member failed: ${response.status} ${JSON.stringify(answer)}`);
  for (const c of response.headers.getSetCookie()) {
    const [name, value] = c.split(";")[0]!.split("=") as [string, string];
    jar.set(name, value);
  }
  if (![...jar.keys()].some((name) => name.includes("session"))) throw new Error("Signing up the bench member set no session cookie");
  return { email, jar, cookie, from };
}

/**
 * A member whose e-mail is confirmed, as a newcomer does it: signed up, the verification link read from the local
 * mailbox (/mailbox, served without SMTP_URL), a password set through it. Answers their Cookie header.
 */
export async function verifiedMember(base: string): Promise<string> {
  const { email, jar, cookie, from } = await signUp(base);
  const list = await (await fetch(new URL("/mailbox", base))).text();
  const id = new RegExp(`<td>${email.replace(/[.]/g, "\\.")}</td><td><a href="/mailbox/(\\d+)"`).exec(list)?.[1];
  if (!id) throw new Error(`No verification mail to ${email} in ${base}/mailbox (is SMTP_URL set?)`);
  const body = await (await fetch(new URL(`/mailbox/${id}/body`, base))).text();
  const token = /confirmemail\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (!token) throw new Error(`The verification mail to ${email} has no link`);
  const csrf = await fetch(new URL("/api/communication/getcsrftoken", base), { headers: { cookie: cookie() } });
  const password = `bench-${process.pid}-harbour`;
  const response = await fetch(new URL("/api/account/confirmemail", base), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-xsrf-token": ((await csrf.json()) as { data: string }).data,
      cookie: cookie(),
      ...from,
    },
    body: JSON.stringify({ token, password, confirmPassword: password }),
  });
  const answer = (await response.json()) as { result?: { hasError: boolean } };
  if (!response.ok || answer.result?.hasError !== false)
    throw new Error(`Confirming ${email} failed: ${response.status} ${JSON.stringify(answer)}`);
  for (const c of response.headers.getSetCookie()) {
    const [name, value] = c.split(";")[0]!.split("=") as [string, string];
    jar.set(name, value);
  }
  return cookie();
}
