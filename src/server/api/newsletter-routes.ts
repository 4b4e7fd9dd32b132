// The newsletter calls: subscribe (double opt-in), confirm, unsubscribe, and a member's own switch.
import {
  confirmSubscriptionRequestSchema,
  saveSubscriptionsRequestSchema,
  subscribeRequestSchema,
  subscribeResponseSchema,
  subscriptionResultSchema,
  unsubscribeRequestSchema,
  type SubscribeResponse,
} from "../../domain/contracts/newsletter.ts";
import { newsletterPolicy } from "../../domain/policy/newsletter-policy.ts";
import type { ModuleRoutes } from "../modules/server-module.ts";
import type { NewsletterService } from "../services/enquiries/newsletter-service.ts";
import { accessOf, contract } from "../http/route-contract.ts";
import {
  callerOf,
  failed,
  INVALID_INPUT,
  memberOf,
  noStore,
  ok,
  requireMember,
  TOO_MANY_ATTEMPTS,
  tooManyAttempts,
} from "./account-http.ts";
import { parseCommunication } from "./communication-input.ts";

const anyone = accessOf(newsletterPolicy, "subscribe");

export const newsletterRoutes: ModuleRoutes<NewsletterService> = async (app, { services: newsletter }) => {
  noStore(app);

  app.post(
    "/api/communication/subscribebyemail",
    contract({
      summary: "Subscribe an address to the newsletter: a confirmation link is mailed first (double opt-in)",
      access: anyone,
      body: subscribeRequestSchema,
      response: subscribeResponseSchema,
      errors: { 400: INVALID_INPUT, 429: TOO_MANY_ATTEMPTS },
    }),
    async (request, reply) => {
      const input = parseCommunication(subscribeRequestSchema, request.body);
      if (!input.ok) return reply.status(400).send(input.failure);
      const outcome = await newsletter.subscribe(input.data.email, input.data.language, callerOf(request));
      if (outcome.kind === "throttled") return tooManyAttempts(reply, outcome.retryAfterSeconds);
      return outcome.answer satisfies SubscribeResponse;
    },
  );

  app.post(
    "/api/communication/confirmsubscription",
    contract({
      summary: "Confirm a subscription with the mailed link's token ('subscriptionConfirmed' or 'tokenInvalid')",
      access: anyone,
      body: confirmSubscriptionRequestSchema,
      response: subscriptionResultSchema,
      errors: { 400: INVALID_INPUT },
    }),
    async (request, reply) => {
      const input = parseCommunication(confirmSubscriptionRequestSchema, request.body);
      if (!input.ok) return reply.status(400).send(input.failure);
      return { result: (await newsletter.confirm(input.data.token)) ? ok("subscriptionConfirmed") : failed("tokenInvalid") };
    },
  );

  // One click from a newsletter (its token), or the signed-in member's own address (no body, as the spec's call).
  app.post(
    "/api/communication/unsubscribe",
    contract({
      summary: "Unsubscribe: with a newsletter's token, that address; without one, the signed-in member's own",
      access: anyone,
      body: unsubscribeRequestSchema,
      response: subscriptionResultSchema,
      errors: { 400: INVALID_INPUT, 401: "No token and not signed in: signInRequired" },
    }),
    async (request, reply) => {
      const input = parseCommunication(unsubscribeRequestSchema, request.body);
      if (!input.ok) return reply.status(400).send(input.failure);
      if (input.data.token) {
        return { result: (await newsletter.unsubscribe({ token: input.data.token })) ? ok("unsubscribed") : failed("tokenInvalid") };
      }
      const member = requireMember(request, reply);
      if (!member) return reply;
      await newsletter.unsubscribe({ email: member.user.email });
      return { result: ok("unsubscribed") };
    },
  );

  // The member's own subscriptions: on subscribes their address (at once when it is confirmed), off unsubscribes it.
  app.post(
    "/api/communication/savesubscriptions",
    contract({
      summary: "The member's own newsletter switch: on subscribes their address (at once when it is confirmed), off unsubscribes it",
      access: accessOf(newsletterPolicy, "own"),
      body: saveSubscriptionsRequestSchema,
      response: subscriptionResultSchema,
      errors: { 400: INVALID_INPUT, 429: TOO_MANY_ATTEMPTS },
    }),
    async (request, reply) => {
      const member = memberOf(request);
      const input = parseCommunication(saveSubscriptionsRequestSchema, request.body);
      if (!input.ok) return reply.status(400).send(input.failure);
      const wanted = input.data.at(-1)!.subscribed;
      if (!wanted) {
        await newsletter.unsubscribe({ email: member.user.email });
        return { result: ok("unsubscribed") };
      }
      const outcome = await newsletter.subscribe(member.user.email, "en", callerOf(request));
      if (outcome.kind === "throttled") return tooManyAttempts(reply, outcome.retryAfterSeconds);
      return { result: ok(outcome.answer.isPending ? "subscribeUnverified" : "subscribeSuccess"), ...outcome.answer };
    },
  );
};
