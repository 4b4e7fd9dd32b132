declare module "virtual:zh-cn-messages" {
  const catalog: Record<string, string>;
  export default catalog;
}

interface ImportMetaEnv {
  /** True in the production browser build, which runs on Preact (scripts/vite-plugin-preact-client.ts). */
  readonly PREACT?: boolean;
}
