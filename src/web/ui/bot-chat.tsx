import { useEffect, useMemo, useRef, useState } from "react";
import { useI18n } from "../i18n/i18n.tsx";
import { BOT_REPLY_DELAY_MS, botAnswers, inputClosed, startBot, transcript, userSays } from "../lib/bot-script.ts";

const SCRIPT_KEYS = ["enquiry.bot.q1", "enquiry.bot.q2", "enquiry.bot.q3"] as const;

/**
 * The chat-style part of the enquiry form: a scripted bot that answers after
 * a second, with a reset link; its transcript goes into the enquiry message
 * through onLines.
 */
export function BotChat(props: { idPrefix: string; headingLevel: 2 | 3; onLines: (lines: readonly string[]) => void }) {
  const Heading = props.headingLevel === 2 ? "h2" : "h3";
  const { t, language } = useI18n();
  const script = useMemo(() => SCRIPT_KEYS.map((key) => t(key)), [t]);
  const fallback = t("enquiry.bot.fallback");
  const [state, setState] = useState(() => startBot(script));
  const [draft, setDraft] = useState("");
  const onLines = useRef(props.onLines);
  onLines.current = props.onLines;
  const log = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!state.waiting) return;
    const timer = setTimeout(() => setState((s) => botAnswers(s, script, fallback)), BOT_REPLY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.waiting, script, fallback]);
  useEffect(() => {
    onLines.current(transcript(state, { bot: t("enquiry.bot.botLabel"), me: t("enquiry.bot.meLabel") }, language));
    // The newest line (or the typing mark) in view inside the log, without moving the page the form sits on.
    const node = log.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [state, t, language]);

  const closed = inputClosed(state, script);
  const send = () => {
    setState((s) => userSays(s, draft));
    setDraft("");
  };
  return (
    <section className="bot-chat" aria-labelledby={`${props.idPrefix}-title`}>
      <div className="bot-chat-head">
        <Heading id={`${props.idPrefix}-title`}>{t("enquiry.bot.title")}</Heading>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setState(startBot(script));
            setDraft("");
          }}
        >
          {t("enquiry.bot.reset")}
        </button>
      </div>
      <ol className="bot-chat-log" ref={log} aria-live="polite">
        {state.lines.map((line, i) => (
          <li key={i} className={`bot-line bot-line-${line.from}`}>
            <span className="visually-hidden">{line.from === "bot" ? t("enquiry.bot.botLabel") : t("enquiry.bot.meLabel")}: </span>
            {line.text}
          </li>
        ))}
        {state.waiting ? (
          <li className="bot-line bot-line-bot bot-typing" aria-label={t("enquiry.bot.typing")}>
            …
          </li>
        ) : null}
      </ol>
      <div className="bot-chat-input">
        <input
          id={`${props.idPrefix}-input`}
          className="text-input"
          aria-label={t("enquiry.bot.inputLabel")}
          placeholder={closed && !state.waiting ? t("enquiry.bot.done") : t("enquiry.bot.placeholder")}
          value={draft}
          maxLength={300}
          disabled={closed}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              send();
            }
          }}
        />
        <button type="button" className="button button-secondary" disabled={closed || draft.trim() === ""} onClick={send}>
          {t("enquiry.bot.send")}
        </button>
      </div>
    </section>
  );
}
