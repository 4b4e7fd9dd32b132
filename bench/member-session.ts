// A signed-in member for the benchmark's member pages (issue 15: a signed-in
// page must cost about what a guest page costs). The member and a 30-day
// session are written straight into the database before the server starts;
// the server then sees an ordinary session cookie.
import type { Queryable } from "../src/server/db/client.ts";
import { findUserByEmail, insertUser } from "../src/server/db/accounts/user-queries.ts";
import { insertSession } from "../src/server/db/accounts/session-queries.ts";
import { randomToken, sha256 } from "../src/server/services/accounts/secret-tokens.ts";
import { REMEMBER_ME_MS } from "../src/server/services/accounts/session-store.ts";
import { SESSION_COOKIE } from "../src/server/http/session.ts";

const BENCH_MEMBER = "bench.member@example.com";

/** The Cookie header of a fresh session of the bench member (created on first use). */
export async function benchMemberCookie(db: Queryable): Promise<string> {
  const now = new Date();
  const user =
    (await findUserByEmail(db, BENCH_MEMBER)) ??
    (await insertUser(db, {
      id: "00000000-0000-4000-8000-00000000be4c",
      email: BENCH_MEMBER,
      passwordHash: null,
      firstName: "Bench",
      lastName: "Member",
      emailConfirmedAt: now,
      loginProvider: null,
      language: "en",
      now,
    }));
  if (!user) throw new Error("could not create the bench member");
  const token = randomToken();
  await insertSession(db, {
    id: sha256(token),
    userId: user.id,
    now,
    expiresAt: new Date(now.getTime() + REMEMBER_ME_MS),
    rememberMe: true,
    userAgent: "bench",
  });
  return `${SESSION_COOKIE}=${token}`;
}
