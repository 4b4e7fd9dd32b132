import type { FastifyRequest } from "fastify";
import { DEFAULT_CURRENCY_ID, isCurrencyId, type CurrencyId } from "../../domain/money/currency.ts";

export const CURRENCY_COOKIE = "currencyId";

/** The visitor's currency from the cookie; HKD when absent or not one of the five. */
export function currencyOf(request: FastifyRequest): CurrencyId {
  const value = Number(request.cookies[CURRENCY_COOKIE]);
  return isCurrencyId(value) ? value : DEFAULT_CURRENCY_ID;
}
