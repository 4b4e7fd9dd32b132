declare module "virtual:zh-cn-messages" {
  const catalog: Record<string, string>;
  export default catalog;
}
