// The footer newsletter's answer read as a state, apart from the call's zod
// schemas (contracts/newsletter.ts): the footer is on every page, and the browser
// never parses with zod, so this must not bring zod into a page's script.
import type { SubscribeResponse } from "../contracts/newsletter.ts";

/** SUCCESS 0 (subscribed), UNCONFIRM 1 (confirmation mailed), DUPLICATED 2, UNKNOWN 3. */
export const SUBSCRIBE_STATE = { SUCCESS: 0, UNCONFIRM: 1, DUPLICATED: 2, UNKNOWN: 3 } as const;

/** The state the footer shows for an answer. */
export function subscribeState(answer: SubscribeResponse | null): (typeof SUBSCRIBE_STATE)[keyof typeof SUBSCRIBE_STATE] {
  if (!answer) return SUBSCRIBE_STATE.UNKNOWN;
  if (answer.isSuccess) return SUBSCRIBE_STATE.SUCCESS;
  if (answer.isDuplicated) return SUBSCRIBE_STATE.DUPLICATED;
  if (answer.isPending) return SUBSCRIBE_STATE.UNCONFIRM;
  return SUBSCRIBE_STATE.UNKNOWN;
}
