import { describe, expect, it } from "vitest";
import { botAnswers, inputClosed, startBot, transcript, userSays } from "./bot-script.ts";

const SCRIPT = ["When would you like to view?", "Buying to live in or to invest?"];
const FALLBACK = "Thanks, an agent will follow up.";

describe("bot chat script", () => {
  it("answers each message with the next line, then the fallback, then closes input", () => {
    let state = startBot(SCRIPT);
    expect(state.lines).toEqual([{ from: "bot", text: SCRIPT[0] }]);
    expect(inputClosed(state, SCRIPT)).toBe(false);
    state = userSays(state, " Saturday ");
    expect(inputClosed(state, SCRIPT)).toBe(true); // typing
    state = botAnswers(state, SCRIPT, FALLBACK);
    expect(state.lines.at(-1)).toEqual({ from: "bot", text: SCRIPT[1] });
    expect(inputClosed(state, SCRIPT)).toBe(false);
    state = botAnswers(userSays(state, "To live in"), SCRIPT, FALLBACK);
    expect(state.lines.at(-1)).toEqual({ from: "bot", text: FALLBACK });
    expect(inputClosed(state, SCRIPT)).toBe(true);
    expect(transcript(state, { bot: "Bot", me: "Me" }, "en")).toEqual([
      `Bot: ${SCRIPT[0]}`,
      "Me: Saturday",
      `Bot: ${SCRIPT[1]}`,
      "Me: To live in",
      `Bot: ${FALLBACK}`,
    ]);
  });

  it("ignores empty messages and a second message while the bot is typing; no transcript before the person speaks", () => {
    const state = startBot(SCRIPT);
    expect(userSays(state, "   ")).toBe(state);
    const typing = userSays(state, "hi");
    expect(userSays(typing, "again")).toBe(typing);
    expect(botAnswers(state, SCRIPT, FALLBACK)).toBe(state);
    expect(transcript(state, { bot: "Bot", me: "Me" }, "en")).toEqual([]);
  });
});
