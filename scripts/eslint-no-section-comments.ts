import type { Rule } from "eslint";

/** The section sign, which only a citation of a spec section puts in a comment. */
const SECTION_SIGN = "\u00a7";

/**
 * ESLint rule: a comment states the rule itself, never a spec section number. Section numbers
 * move when the spec is edited and say nothing to a reader without it, so any comment holding
 * the section sign is reported.
 */
export const noSectionComments: Rule.RuleModule = {
  meta: {
    type: "suggestion",
    docs: { description: "Comments state the rule itself instead of citing a spec section" },
    schema: [],
    messages: { section: "Say the rule itself here, not the spec section that holds it (§)." },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (comment.value.includes(SECTION_SIGN) && comment.loc) context.report({ loc: comment.loc, messageId: "section" });
        }
      },
    };
  },
};

/** The project's own ESLint rules, as a plugin for eslint.config.js. */
export const housePlugin = { rules: { "no-section-comments": noSectionComments } };
