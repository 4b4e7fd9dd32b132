// A users row → the public user of the account contract (never a secret).
import type { User } from "../../../domain/contracts/account-user.ts";
import { DIAL_CODES } from "../../../domain/validation/rules.ts";
import type { UserRow } from "../../db/accounts/user-queries.ts";

export function toPublicUser(
  row: Pick<
    UserRow,
    | "id"
    | "email"
    | "firstName"
    | "lastName"
    | "salutation"
    | "dialCode"
    | "phone"
    | "subscribed"
    | "emailConfirmedAt"
    | "loginProvider"
    | "passwordHash"
  >,
): User {
  const dialCode = (DIAL_CODES as readonly string[]).includes(row.dialCode) ? (row.dialCode as User["dialCode"]) : "852";
  const salutation = [0, 1, 2, 3, 4].includes(row.salutation) ? (row.salutation as User["salutation"]) : 0;
  return {
    userId: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    salutation,
    dialCode,
    phone: row.phone,
    subscribed: row.subscribed,
    isConfirmed: row.emailConfirmedAt !== null,
    loginProvider: row.loginProvider,
    hasPassword: row.passwordHash !== null,
  };
}
