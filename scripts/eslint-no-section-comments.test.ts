import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import { noSectionComments } from "./eslint-no-section-comments.ts";

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: "module" } });

tester.run("no-section-comments", noSectionComments, {
  valid: [
    "// A name is required; a phone or an e-mail is required.\nconst a = 1;",
    "/** Saved properties show 24 a page. */\nconst b = 2;",
    'const sign = "§"; // a string may hold the sign; only comments are checked',
  ],
  invalid: [
    { code: "// The enquiry form's rules (spec accounts §5).\nconst a = 1;", errors: [{ messageId: "section", line: 1 }] },
    { code: "const b = 2;\n/**\n * The page query (§2.1).\n */\nconst c = 3;", errors: [{ messageId: "section", line: 2 }] },
    { code: "const d = 4; /* search §7 */", errors: [{ messageId: "section", line: 1 }] },
  ],
});
