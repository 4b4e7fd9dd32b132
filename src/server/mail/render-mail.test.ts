import { describe, expect, it } from "vitest";
import { mailCatalogKeys } from "./mail-catalog.ts";
import { renderMail } from "./render-mail.ts";

describe("mail templates", () => {
  it("have every text in every language", () => {
    expect(mailCatalogKeys("zh-hk")).toEqual(mailCatalogKeys("en"));
    expect(mailCatalogKeys("zh-cn")).toEqual(mailCatalogKeys("en"));
  });

  it("derive Simplified Chinese from the Hong Kong texts", () => {
    const mail = renderMail(
      { template: "reset-password", data: { link: "https://x.hk/zh-cn/account/resetpassword?token=t" } },
      "zh-cn",
      "https://x.hk",
    );
    expect(mail.subject).toBe("重置您的密码 – 港居");
    expect(mail.text).toContain("链接只可使用一次");
  });

  it("escape the values they are given and put the link in both parts", () => {
    const link = 'https://x.hk/en/account/confirmemail?token=a"><script>alert(1)</script>';
    const mail = renderMail({ template: "verify-email", data: { link } }, "en", "https://x.hk");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&quot;&gt;&lt;script&gt;");
    expect(mail.text).toContain(link);
    expect(mail.html.startsWith('<!doctype html><html lang="en">')).toBe(true);
  });

  it("an enquiry's e-mails: the enquirer named in the agent's subject on one line, their words escaped in HTML and kept in the text", () => {
    const data = {
      enquiryId: 12,
      name: "Amy\r\nBcc: x@evil.test",
      message: "Viewing?\n<script>alert(1)</script>",
      reference: "HK123",
      link: "https://x.hk/en/property/sale/a/1",
    };
    const agent = renderMail(
      { template: "enquiry-agent", data: { ...data, email: "amy@x.hk", phone: "+852 91234567", budget: "" } },
      "en",
      "https://x.hk",
    );
    expect(agent.subject).toBe("New enquiry from Amy Bcc: x@evil.test – Harbour Homes");
    expect(agent.html).not.toContain("<script>");
    expect(agent.text).toContain("Phone: +852 91234567");
    expect(agent.text).not.toContain("per month");
    expect(agent.text).toContain("<script>alert(1)</script>");
    const receipt = renderMail({ template: "enquiry-receipt", data }, "zh-cn", "https://x.hk");
    expect(receipt.text).toContain("HK123");
    expect(receipt.text).toContain("12");
    expect(receipt.subject).toBe("我们已收到您的咨询 – 港居");
  });

  it("the agency's enquiry e-mail gives the listing's sale price and its rent per month", () => {
    const data = { enquiryId: 12, name: "Amy", message: "", reference: "HK123", link: "https://x.hk/en/property/rent/a/1" };
    const mail = (prices: { salePrice?: string; rent?: string; savedReferences?: string[] }, language: "en" | "zh-cn") =>
      renderMail({ template: "enquiry-agent", data: { ...data, email: "", phone: "", budget: "", ...prices } }, language, "https://x.hk")
        .text;
    expect(mail({ rent: "HK$25K" }, "en")).toContain("Rent: HK$25K per month");
    expect(mail({ rent: "HK$25K" }, "en")).not.toContain("Price:");
    expect(mail({ salePrice: "HK$8.5M", rent: "HK$25K" }, "en")).toContain("Price: HK$8.5M\n\nRent: HK$25K per month");
    expect(mail({ rent: "HK$25K" }, "zh-cn")).toContain("租金：每月 HK$25K");
    expect(mail({ savedReferences: ["HK01", "HK02"] }, "en")).toContain("Their saved and recently viewed properties: HK01, HK02");
    expect(mail({ savedReferences: [] }, "en")).not.toContain("saved and recently viewed");
  });

  it("an alert of saved properties only: its own subject, each news as a badge in the member's language", () => {
    const listing = (event: number, previousPrice: string | null) => ({
      title: `Tower ${String(event)}`,
      detail: "Central",
      price: "HK$8.5M",
      image: null,
      link: `https://x.hk/zh-hk/property/sale/tower/HK0000000${String(event)}`,
      event,
      previousPrice,
    });
    const mail = renderMail(
      {
        template: "alert",
        data: {
          searches: [],
          properties: {
            link: "https://x.hk/zh-hk/profile/savedproperties",
            unsubscribeLink: "https://x.hk/alerts/unsubscribe?token=p",
            listings: [listing(1, "HK$9M"), listing(3, null), listing(4, null)],
          },
          unsubscribeAllLink: "https://x.hk/alerts/unsubscribe?token=a",
        },
      },
      "zh-hk",
      "https://x.hk",
    );
    expect(mail.subject).toBe("您收藏的物業有新消息 – 港居");
    expect(mail.text).toContain("Tower 1 – HK$8.5M (減價，原價 HK$9M)");
    expect(mail.text).toContain("Tower 3 – HK$8.5M (已停止放盤)");
    expect(mail.text).toContain("Tower 4 – HK$8.5M (重新放盤)");
    expect(mail.text).toContain("停止已收藏物業的通知：https://x.hk/alerts/unsubscribe?token=p");
    expect(mail.html).toContain("https://x.hk/zh-hk/profile/savedproperties");
  });

  it("an owner's listing sent back: changes with the agent's note and what to do, or the reason it will not be listed", () => {
    const link = "https://x.hk/zh-cn/myproperty/mylistings";
    const changes = renderMail(
      {
        template: "owner-listing-review",
        data: { link, title: "Harbour View, 23, B", outcome: "changes", note: "<b>Add the gross area</b>" },
      },
      "zh-cn",
      "https://x.hk",
    );
    expect(changes.subject).toBe("您的房源有新消息 – 港居");
    expect(changes.text).toContain("留言：<b>Add the gross area</b>");
    expect(changes.html).not.toContain("<b>Add");
    expect(changes.text).toContain(link);
    const rejected = renderMail(
      { template: "owner-listing-review", data: { link, title: "Harbour View", outcome: "rejected", note: "Not the owner's" } },
      "en",
      "https://x.hk",
    );
    expect(rejected.text).toContain("Harbour View will not be listed");
    expect(rejected.text).toContain("The reason given: Not the owner's");
  });
});
