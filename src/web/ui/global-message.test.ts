import { describe, expect, it } from "vitest";
import { networkText } from "./global-message.tsx";

describe("the message line knows each network text", () => {
  it.each([
    ["Request aborted", { key: "account.msg.requestAborted", values: {} }],
    ["Network Error", { key: "account.msg.networkError", values: {} }],
    ["timeout of 30000ms exceeded", { key: "account.msg.requestTimeout", values: { n: 30000 } }],
    ["Request failed with status code 500", { key: "account.msg.requestFailed", values: { n: 500 } }],
    ["apiSuggestionError", null],
  ])("%s", (text, expected) => {
    expect(networkText(text)).toEqual(expected);
  });
});
