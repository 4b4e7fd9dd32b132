// Form validation rules; each answers a message key the catalogs translate.
// Each rule returns a message key, or null when the value passes.

export type MessageKey = string;

export const MESSAGE = {
  required: "required",
  emailFormat: "emailFormat",
  phoneFormat: "phoneFormat",
  passwordStrength: "passwordStrength",
  passwordNotEquals: "passwordNotEquals",
  invalidEmail: "invalidEmail",
} as const;

const MAX_EMAIL_LENGTH = 254;
// The spec gives no pattern for 'emailFormat'; this one is linear-time.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function required(value: string | null | undefined): MessageKey | null {
  return value === null || value === undefined || value.trim() === "" ? MESSAGE.required : null;
}

/** Optional: passes when empty. */
export function email(value: string): MessageKey | null {
  if (value.trim() === "") return null;
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value.trim()) ? null : MESSAGE.emailFormat;
}

/** Optional: passes when empty; at least 5 digits or hyphens, nothing else. */
export function phone(value: string): MessageKey | null {
  if (value.trim() === "") return null;
  return /^[\d-]{5,30}$/.test(value.trim()) ? null : MESSAGE.phoneFormat;
}

/** The phone body (without the dial code) needs at least 8 digits. */
export function phoneBody(value: string): MessageKey | null {
  return (value.match(/\d/g) ?? []).length >= 8 ? null : MESSAGE.phoneFormat;
}

export const DIAL_CODES = ["852", "853", "1", "86"] as const;

/** 6 to 59 characters (code points) with at least 2 distinct characters. */
export function password(value: string): MessageKey | null {
  const chars = [...value];
  const ok = chars.length >= 6 && chars.length <= 59 && new Set(chars).size >= 2;
  return ok ? null : MESSAGE.passwordStrength;
}

export function passwordConfirmation(value: string, confirmation: string): MessageKey | null {
  return value === confirmation ? null : MESSAGE.passwordNotEquals;
}

// Footer subscription: word characters with optional dot or hyphen parts, @,
// a domain, then a top-level part of 2 or 3 characters. Written without
// nested optional quantifiers so it cannot backtrack catastrophically.
const SUBSCRIBE_EMAIL = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.\w{2,3}$/;

export function subscriptionEmail(value: string): MessageKey | null {
  return value.length <= MAX_EMAIL_LENGTH && SUBSCRIBE_EMAIL.test(value) ? null : MESSAGE.invalidEmail;
}
