// SQL of the users table. Every read of a member's own data takes the id of
// the signed-in session's user; nothing here takes "whose" from a request body.
import type { Queryable } from "../client.ts";

export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  salutation: number;
  first_name: string;
  last_name: string;
  dial_code: string;
  phone: string;
  subscribed: boolean;
  email_confirmed_at: Date | string | null;
  roles: string[];
  agent_id: number | null;
  login_provider: string | null;
  language: string;
  failed_logins: number;
  failed_logins_since: Date | string | null;
  locked_until: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const USER_COLUMNS = `id, email, password_hash, salutation, first_name, last_name, dial_code, phone, subscribed,
  email_confirmed_at, roles, agent_id, login_provider, language, failed_logins, failed_logins_since, locked_until, created_at, updated_at`;

export async function findUserByEmail(executor: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await executor.query<UserRow>(`select ${USER_COLUMNS} from users where lower(email) = lower($1)`, [email]);
  return row ?? null;
}

export async function findUserById(executor: Queryable, userId: string): Promise<UserRow | null> {
  const [row] = await executor.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [userId]);
  return row ?? null;
}

export interface NewUser {
  id: string;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  emailConfirmedAt: Date | null;
  loginProvider: string | null;
  language: string;
  now: Date;
}

/** Inserts the account; null when the address is taken (the unique index decides, so two racing sign-ups cannot both win). */
export async function insertUser(executor: Queryable, user: NewUser): Promise<UserRow | null> {
  const rows = await executor.query<UserRow>(
    `insert into users (id, email, password_hash, first_name, last_name, email_confirmed_at, login_provider, language, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     on conflict do nothing
     returning ${USER_COLUMNS}`,
    [
      user.id,
      user.email,
      user.passwordHash,
      user.firstName,
      user.lastName,
      user.emailConfirmedAt?.toISOString() ?? null,
      user.loginProvider,
      user.language,
      user.now.toISOString(),
    ],
  );
  return rows[0] ?? null;
}

export async function setPasswordHash(executor: Queryable, userId: string, passwordHash: string, now: Date): Promise<void> {
  await executor.query(
    `update users set password_hash = $2, failed_logins = 0, failed_logins_since = null, locked_until = null, updated_at = $3 where id = $1`,
    [userId, passwordHash, now.toISOString()],
  );
}

export async function markEmailConfirmed(executor: Queryable, userId: string, now: Date): Promise<void> {
  await executor.query(`update users set email_confirmed_at = coalesce(email_confirmed_at, $2), updated_at = $2 where id = $1`, [
    userId,
    now.toISOString(),
  ]);
}

/** Moves the account to a new, now confirmed address; false when another account holds it. */
export async function changeEmail(executor: Queryable, userId: string, newEmail: string, now: Date): Promise<boolean> {
  const rows = await executor.query(
    `update users set email = $2, email_confirmed_at = $3, updated_at = $3
     where id = $1 and not exists (select 1 from users other where lower(other.email) = lower($2) and other.id <> $1)
     returning 1`,
    [userId, newEmail, now.toISOString()],
  );
  return rows.length === 1;
}

export interface AccountDetails {
  salutation: number;
  firstName: string;
  lastName: string;
  dialCode: string;
  phone: string;
  subscribed: boolean;
}

export async function updateAccountDetails(
  executor: Queryable,
  userId: string,
  details: AccountDetails,
  now: Date,
): Promise<UserRow | null> {
  const [row] = await executor.query<UserRow>(
    `update users set salutation = $2, first_name = $3, last_name = $4, dial_code = $5, phone = $6, subscribed = $7, updated_at = $8
     where id = $1 returning ${USER_COLUMNS}`,
    [
      userId,
      details.salutation,
      details.firstName,
      details.lastName,
      details.dialCode,
      details.phone,
      details.subscribed,
      now.toISOString(),
    ],
  );
  return row ?? null;
}

/**
 * Counts one failed sign-in in the account's window (restarting it when the
 * last one began before `windowStart`), locks the account until `lockUntil`
 * when the count reaches `maxFailures`, and writes the audit row — in one
 * statement, so a wrong password costs the same one write as an unknown
 * address (whose audit row is its only write): the timing tells nothing.
 */
export async function recordFailedLogin(
  executor: Queryable,
  userId: string,
  options: { now: Date; windowStart: Date; maxFailures: number; lockUntil: Date; ip: string },
): Promise<{ failures: number; locked: boolean }> {
  const [row] = await executor.query<{ failed_logins: number; locked: boolean }>(
    `with counted as (
       update users set
         failed_logins = case when failed_logins_since is null or failed_logins_since < $3 then 1 else failed_logins + 1 end,
         failed_logins_since = case when failed_logins_since is null or failed_logins_since < $3 then $2 else failed_logins_since end,
         locked_until = case when (case when failed_logins_since is null or failed_logins_since < $3 then 1 else failed_logins + 1 end) >= $4
                        then $5 else locked_until end
       where id = $1
       returning failed_logins, coalesce(locked_until > $2, false) as locked
     ), audited as (
       insert into audit_log (event, user_id, ip, created_at, detail) values ('login_failed', $1, $6, $2, '{"reason":"password"}'::jsonb)
     )
     select failed_logins, locked from counted`,
    [
      userId,
      options.now.toISOString(),
      options.windowStart.toISOString(),
      options.maxFailures,
      options.lockUntil.toISOString(),
      options.ip,
    ],
  );
  return { failures: row?.failed_logins ?? 0, locked: row?.locked ?? false };
}

export async function clearFailedLogins(executor: Queryable, userId: string): Promise<void> {
  await executor.query(
    `update users set failed_logins = 0, failed_logins_since = null, locked_until = null where id = $1 and (failed_logins <> 0 or locked_until is not null)`,
    [userId],
  );
}

/** Deletes the account; sessions, tokens and social links go with it (on delete cascade). */
export async function deleteUser(executor: Queryable, userId: string): Promise<boolean> {
  const rows = await executor.query(`delete from users where id = $1 returning 1`, [userId]);
  return rows.length === 1;
}
