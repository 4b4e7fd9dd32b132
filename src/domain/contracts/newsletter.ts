// The footer newsletter's calls: subscribe, confirm, unsubscribe and a member's
// subscriptions, with double opt-in.
import { z } from "zod";
import { safeString } from "./safe-string.ts";
import { languageField, MAX_TOKEN_LENGTH } from "./account-fields.ts";
import { subscriptionEmail } from "../validation/rules.ts";
import { resultSchema } from "./account-user.ts";

/** POST /api/communication/subscribebyemail: the spec's footer e-mail rule, else invalidEmail. */
export const subscribeRequestSchema = z.strictObject({
  email: safeString(254)
    .transform((s) => s.trim())
    .refine((s) => subscriptionEmail(s) === null, { error: "invalidEmail" }),
  language: languageField,
});

export const subscribeResponseSchema = z.strictObject({ isSuccess: z.boolean(), isDuplicated: z.boolean(), isPending: z.boolean() });
export type SubscribeResponse = z.output<typeof subscribeResponseSchema>;

const tokenField = safeString(MAX_TOKEN_LENGTH).refine((s) => /^[\w-]{20,100}$/.test(s), { error: "tokenInvalid" });

/** POST /api/communication/confirmsubscription: the e-mailed link's token. */
export const confirmSubscriptionRequestSchema = z.strictObject({ token: tokenField });

/** POST /api/communication/unsubscribe: a newsletter's one-click token, or no body for the signed-in member's own address. */
export const unsubscribeRequestSchema = z.strictObject({ token: tokenField.optional() });

/** POST /api/communication/savesubscriptions: the signed-in member's subscriptions (type 1: the newsletter). */
export const saveSubscriptionsRequestSchema = z
  .array(z.strictObject({ subscriptionType: z.literal(1), subscribed: z.boolean() }))
  .min(1)
  .max(10);

/** The confirm, unsubscribe and member's switch answers: a result, and the subscription's state where it changed. */
export const subscriptionResultSchema = z.looseObject({ result: resultSchema });
