// The password rule (6–59 characters, at least 2
// distinct) plus a list of commonly used passwords, refused with the same
// 'passwordStrength' key. The list is server data (data/common-passwords.txt),
// so it is a parameter here and the browser checks only the spec rule.
import { MESSAGE, password as passwordRule, type MessageKey } from "./rules.ts";

export interface CommonPasswords {
  has(lowerCasedPassword: string): boolean;
}

const NO_LIST: CommonPasswords = { has: () => false };

export function passwordStrength(value: string, commonPasswords: CommonPasswords = NO_LIST): MessageKey | null {
  const ruleProblem = passwordRule(value);
  if (ruleProblem) return ruleProblem;
  return commonPasswords.has(value.toLowerCase()) ? MESSAGE.passwordStrength : null;
}
