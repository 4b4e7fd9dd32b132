// Accounts: anyone signs up, signs in and recovers a password (answers do
// not tell whether an account exists); a member manages only their own
// account, and the parts the member area keeps for confirmed addresses need
// a confirmed e-mail.
import { definePolicy } from "./policy.ts";

export const accountsPolicy = definePolicy("accounts", {
  signIn: { gate: "anyone", says: "Anyone (sign-up, sign-in, recovery, confirming an address)" },
  self: { gate: "member", says: "A signed-in member, their own account only" },
  verifiedSelf: { gate: "verified", says: "A member whose e-mail is confirmed, their own account only" },
});
