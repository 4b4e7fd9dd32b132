// The account calls of the browser, typed by the shared zod contracts, all
// through the one queued API client. Calls the server also answers under the
// language prefix are sent there, so its answers come in the page's language.
import type { LanguageCode } from "../../domain/i18n/languages.ts";
import type {
  LoginRequest,
  LoginResponse,
  ProvidersResponse,
  RegisterRequest,
  RegisterResponse,
} from "../../domain/contracts/account-sign-in.ts";
import type {
  ConfirmEmailRequest,
  ConfirmEmailResponse,
  ForgotPasswordRequest,
  ResendVerificationRequest,
  ResetPasswordRequest,
  ResultResponse,
} from "../../domain/contracts/account-recovery.ts";
import type {
  AccountInfoRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  ReverifyEmailRequest,
} from "../../domain/contracts/account-profile.ts";
import type { Result, User } from "../../domain/contracts/account-user.ts";
import { api, ApiError, API_AUTH_ERROR, TOKEN_FAILED } from "./api-client.ts";

export const accountApi = {
  login: (language: LanguageCode, body: Omit<LoginRequest, "language">) =>
    api.post<LoginResponse>(`/${language}/api/account/login`, { ...body, language } satisfies LoginRequest),
  register: (language: LanguageCode, email: string) =>
    api.post<RegisterResponse>("/api/account/registerbyemail", { email, language } satisfies RegisterRequest),
  providers: () => api.get<ProvidersResponse>("/api/account/providers"),
  logout: () => api.post<unknown>("/api/account/logout"),
  confirmEmail: (body: ConfirmEmailRequest) => api.post<ConfirmEmailResponse>("/api/account/confirmemail", body),
  resendVerification: (language: LanguageCode, email?: string) =>
    api.post<ResultResponse>(
      "/api/account/resendverification",
      (email === undefined ? { language } : { email, language }) satisfies ResendVerificationRequest,
    ),
  forgotPassword: (language: LanguageCode, email: string) =>
    api.post<ResultResponse>("/api/account/forgotpassword", { email, language } satisfies ForgotPasswordRequest),
  resetPassword: (body: ResetPasswordRequest) => api.post<ResultResponse>("/api/account/resetpassword", body),
  changePassword: (body: ChangePasswordRequest) => api.post<ResultResponse>("/api/profile/changepassword", body),
  saveAccountInfo: (body: AccountInfoRequest) => api.post<{ result: Result; user: User | null }>("/api/profile/accountinfo", body),
  reverifyEmail: (language: LanguageCode, email: string) =>
    api.post<ResultResponse>("/api/profile/reverifyemail", { email, language } satisfies ReverifyEmailRequest),
  deleteAccount: (password?: string) =>
    api.post<ResultResponse>("/api/profile/deleteaccount", (password === undefined ? {} : { password }) satisfies DeleteAccountRequest),
};

/** Where the member's data download is served (a JSON attachment). */
export const MY_DATA_PATH = "/api/profile/mydata";

/** The social sign-in start: the server redirects to the provider and back to returnUrl. */
export function externalLoginHref(provider: string, returnUrl: string): string {
  return `/api/account/external/${encodeURIComponent(provider)}?ReturnUrl=${encodeURIComponent(returnUrl)}`;
}

export interface CallFailure {
  /** A message key (or the server's text) for the form or the global line. */
  message: string;
  /** Per-field keys of a 400 answer. */
  fields: Record<string, string>;
  /** False when the server never answered (network, timeout): the global apiCallError. */
  answered: boolean;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** What a failed call has to say: the server's result message and field errors when it answered. */
export function callFailure(error: unknown): CallFailure {
  if (error instanceof ApiError) {
    if (error.throttled) return { message: error.throttled, fields: {}, answered: true };
    if (error.message === TOKEN_FAILED || error.message === API_AUTH_ERROR) return { message: error.message, fields: {}, answered: true };
    const data = error.data;
    if (isObject(data)) {
      const result = data.result;
      const message = isObject(result) && typeof result.message === "string" ? result.message : "apiCallError";
      const fields = isObject(data.errors)
        ? Object.fromEntries(Object.entries(data.errors).filter((e): e is [string, string] => typeof e[1] === "string"))
        : {};
      return { message, fields, answered: true };
    }
  }
  return { message: "apiCallError", fields: {}, answered: false };
}
