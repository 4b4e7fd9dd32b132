// A users row → the public user of the account contract (never a secret).
import type { User } from "../../../domain/contracts/account-user.ts";
import { DIAL_CODES } from "../../../domain/validation/rules.ts";
import type { UserRow } from "../../db/accounts/user-queries.ts";

export function toPublicUser(row: UserRow): User {
  const dialCode = (DIAL_CODES as readonly string[]).includes(row.dial_code) ? (row.dial_code as User["dialCode"]) : "852";
  const salutation = [0, 1, 2, 3, 4].includes(row.salutation) ? (row.salutation as User["salutation"]) : 0;
  return {
    userId: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    salutation,
    dialCode,
    phone: row.phone,
    subscribed: row.subscribed,
    isConfirmed: row.email_confirmed_at !== null,
    loginProvider: row.login_provider,
    hasPassword: row.password_hash !== null,
  };
}
