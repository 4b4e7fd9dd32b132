import js from "@eslint/js";
import tseslint from "typescript-eslint";
import { housePlugin } from "./scripts/eslint-no-section-comments.ts";

export default tseslint.config(
  { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs", globals: { module: "writable", require: "readonly" } } },
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "test-results*/",
      "playwright-report/",
      "bench/results/",
      "bench/.data/",
      ".data*/",
      ".cache/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-control-regex": "off",
    },
  },
  {
    // A comment states the rule itself, never a spec section number.
    plugins: { house: housePlugin },
    rules: { "house/no-section-comments": "error" },
  },
  {
    // The domain is shared by server and browser: no Node, DOM or React there.
    files: ["src/domain/**/*.ts"],
    rules: {
      "no-restricted-globals": ["error", "window", "document", "localStorage", "sessionStorage", "navigator", "process"],
    },
  },
);
