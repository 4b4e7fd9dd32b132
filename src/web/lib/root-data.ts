import { useRouteLoaderData } from "react-router";
import type { CurrencyId } from "../../domain/money/currency.ts";
import type { LanguageCode } from "../../domain/i18n/languages.ts";
import type { User } from "../../domain/contracts/account-user.ts";
import type { Messages } from "../i18n/i18n.tsx";
import type { JsonText } from "./json-text.ts";

export interface RootData {
  language: LanguageCode;
  /** The page's catalog part as JSON text (messagesFromJson). */
  messages: JsonText<Messages>;
  currencyId: CurrencyId;
  publicUrl: string;
  /** Who was signed in when the page was served (the layout state follows later changes). */
  user: User | null;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("root loader data is missing");
  return data;
}
