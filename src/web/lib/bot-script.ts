// The scripted bot of the enquiry form: after each of the
// person's messages it answers with the next scripted line, or the fallback
// line when none is left; input closes once the script has run out. Its
// lines and the person's answers go into the enquiry message.
import { labelled } from "../../domain/i18n/labelled.ts";
import type { LanguageCode } from "../../domain/i18n/languages.ts";

export const BOT_REPLY_DELAY_MS = 1_000;

export interface ChatLine {
  from: "bot" | "me";
  text: string;
}

export interface BotState {
  lines: readonly ChatLine[];
  /** Index of the next scripted line to say. */
  next: number;
  /** The bot is "typing" (its reply is due in 1 s). */
  waiting: boolean;
}

/** The start: the first scripted line already said. */
export function startBot(script: readonly string[]): BotState {
  return { lines: script.length ? [{ from: "bot", text: script[0]! }] : [], next: 1, waiting: false };
}

/** Input is closed while the bot is answering and once the script has run out. */
export function inputClosed(state: BotState, script: readonly string[]): boolean {
  return state.waiting || state.next > script.length;
}

export function userSays(state: BotState, text: string): BotState {
  const trimmed = text.trim();
  if (trimmed === "" || state.waiting) return state;
  return { ...state, lines: [...state.lines, { from: "me", text: trimmed }], waiting: true };
}

/** The bot's answer: the next scripted line, else the fallback (after which input closes). */
export function botAnswers(state: BotState, script: readonly string[], fallback: string): BotState {
  if (!state.waiting) return state;
  const text = state.next < script.length ? script[state.next]! : fallback;
  return { lines: [...state.lines, { from: "bot", text }], next: state.next + 1, waiting: false };
}

/** The lines for the enquiry message, once the person has said something. */
export function transcript(state: BotState, labels: { bot: string; me: string }, language: LanguageCode): string[] {
  if (!state.lines.some((line) => line.from === "me")) return [];
  return state.lines.map((line) => labelled(language, line.from === "bot" ? labels.bot : labels.me, line.text));
}
