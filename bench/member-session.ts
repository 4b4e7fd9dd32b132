// A signed-in member for the ssr-*-member routes: signs up one new member
// through the real account call (anti-forgery token first, as the browser
// does) and returns the Cookie header that carries their session, so the
// bench can compare a member's page with a guest's in the same run. Each
// run signs up from an address of its own (the bench's server trusts one proxy hop, targets.ts),
// so runs back to back stay under the per-address sign-up limit.
export async function signUpMember(base: string): Promise<string> {
  const part = () => String(1 + Math.floor(Math.random() * 250));
  const from = { "x-forwarded-for": `10.${part()}.${part()}.${part()}` };
  const tokenResponse = await fetch(new URL("/api/communication/getcsrftoken", base));
  if (!tokenResponse.ok) throw new Error(`No anti-forgery token from ${base}: ${tokenResponse.status}`);
  const jar = new Map(tokenResponse.headers.getSetCookie().map((c) => c.split(";")[0]!.split("=") as [string, string]));
  const token = ((await tokenResponse.json()) as { data: string }).data;
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const response = await fetch(new URL("/api/account/registerbyemail", base), {
    method: "POST",
    headers: { "content-type": "application/json", "x-xsrf-token": token, cookie: cookie(), ...from },
    body: JSON.stringify({ email: `bench-${Date.now()}-${process.pid}@example.com`, language: "en" }),
  });
  const answer = (await response.json()) as { user?: { userId: string } | null };
  if (!response.ok || !answer.user) throw new Error(`Signing up the bench member failed: ${response.status} ${JSON.stringify(answer)}`);
  for (const c of response.headers.getSetCookie()) {
    const [name, value] = c.split(";")[0]!.split("=") as [string, string];
    jar.set(name, value);
  }
  if (![...jar.keys()].some((name) => name.includes("session"))) throw new Error("Signing up the bench member set no session cookie");
  return cookie();
}
