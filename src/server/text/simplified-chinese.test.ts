import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { toSimplified, toSimplifiedCharacters } from "./simplified-chinese.ts";
import { simplifiedCatalog } from "../../../scripts/zh-cn-catalog.ts";
import { notMainland } from "../../../tests/fixtures/zh-cn-scan.ts";
import { mailCatalogKeys, mailText } from "../mail/mail-catalog.ts";

describe("Simplified Chinese as the mainland writes it", () => {
  it.each([
    ["影片", "视频"],
    ["連傢俬", "带家具"],
    ["連結", "链接"],
    ["載入更多", "加载更多"],
    ["自訂", "自定义"],
    ["帳戶", "账户"],
    ["按揭計算機", "房贷计算器"],
    ["500 平方呎", "500 平方英尺"],
    ["實用呎價", "实用尺价"],
    ["登出", "退出登录"],
    ["請向代理查詢", "请向经纪人咨询"],
    ["搜尋", "搜索"],
    ["太古城", "太古城"],
    ["鰂魚涌", "鲗鱼涌"],
    ["聚賢居", "聚贤居"],
    // A proper noun keeps its own simplified name, though 地产代理 alone is 房产经纪人.
    ["地產代理監管局牌照", "地产代理监管局牌照"],
    ["每位代理均持有地產代理監管局發出的牌照", "每位经纪人均持有地产代理监管局发出的牌照"],
    ["地產代理", "房产经纪人"],
    // So do the names the Estate Agents Ordinance gives: the statute, its licences, its agreement form.
    ["《地產代理條例》（第511章）", "《地产代理条例》（第511章）"],
    ["地產代理（公司）牌照 C-098765", "地产代理（公司）牌照 C-098765"],
    ["簽署地產代理協議", "签署地产代理协议"],
    // What a new reader met on zh-cn pages: Hong Kong usage in Simplified characters.
    ["委託我們放盤", "委托我们出售或出租"],
    ["委託放盤", "委托出售/出租"],
    ["放盤流程", "委托流程"],
    ["查看所有出售盤源", "查看所有出售房源"],
    ["推介盤源", "推荐房源"],
    ["安排睇樓", "安排看房"],
    ["私隱政策", "隐私政策"],
    ["條款及細則", "使用条款"],
    ["2 日前更新", "2 天前更新"],
    ["一個工作天內", "一个工作日内"],
    ["我們會寄出連結", "我们会发送链接"],
    ["多謝您的查詢", "感谢您的咨询"],
    ["重設密碼", "重置密码"],
    ["複製連結", "复制链接"],
    // The Personal Data (Privacy) Ordinance keeps its name, though 私隐 alone is 隐私.
    ["《個人資料（私隱）條例》", "《个人资料（私隐）条例》"],
  ])("%s → %s", (hk, cn) => {
    expect(toSimplified(hk)).toBe(cn);
  });

  it("the zh-cn scan passes a listed proper noun but not the term inside it", () => {
    expect(notMainland("持有地产代理监管局牌照")).toEqual([]);
    expect(notMainland("地产代理监管局的地产代理")).toEqual(["地产代理", "代理"]);
  });

  it("the zh-cn scan refuses what the conversion once made of our menus: 委托我们房源, 房源菜单", () => {
    expect(notMainland("委托我们房源")).toContain("委托我们房源");
    expect(notMainland("房源菜单")).toContain("房源菜单");
    expect(notMainland("查看所有出售盘源")).toContain("盘源");
  });

  it("every page catalog's zh-cn text has no Traditional-only character and no Hong Kong or Taiwan term", () => {
    const dir = join(import.meta.dirname, "..", "..", "web", "i18n", "messages");
    const read = (path: string) => (existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as Record<string, string>) : {});
    const problems: string[] = [];
    for (const feature of readdirSync(dir)) {
      const catalog = simplifiedCatalog(read(join(dir, feature, "zh-hk.json")), read(join(dir, feature, "zh-cn.overrides.json")));
      for (const [key, text] of Object.entries(catalog)) {
        const found = notMainland(text);
        if (found.length > 0) problems.push(`${key}: ${found.join(" ")} in ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("the mail catalog's zh-cn text too", () => {
    const problems = mailCatalogKeys("zh-cn").flatMap((key) => {
      const text = mailText("zh-cn", key as Parameters<typeof mailText>[1]);
      const found = notMainland(text);
      return found.length > 0 ? [`${key}: ${found.join(" ")} in ${text}`] : [];
    });
    expect(problems).toEqual([]);
  });
});

describe("Simplified characters with the Hong Kong words kept", () => {
  it.each([
    ["地產代理協議（租客）", "地产代理协议（租客）"],
    ["物業資料表格", "物业资料表格"],
    ["安排睇樓", "安排睇楼"],
    ["電郵", "电邮"],
    ["臨時買賣合約", "临时买卖合约"],
    ["佔用許可證", "占用许可证"],
  ])("%s → %s", (hk, cn) => {
    expect(toSimplifiedCharacters(hk)).toBe(cn);
  });
});
