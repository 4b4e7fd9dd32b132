// Guests asking for the same page within a second may be served one render
// (src/server/http/page-cache.ts): each answer must still carry its own
// script nonce, in its policy and in every script of its body.
import { expect, test } from "@playwright/test";
import { startPortal } from "./postgres-portal.ts";
import { hydrated } from "./visitor.ts";
import { formatPrice } from "../../src/domain/money/price.ts";
import { CURRENCY_ID } from "../../src/domain/money/currency.ts";

const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];

test("two guests asking for a page at once each get their own nonce in the policy and the scripts", async ({ request }) => {
  const path = "/zh-hk/property-search/sale";
  const [first, second] = await Promise.all([request.get(path), request.get(path)]);
  const third = await request.get(path);
  const bodies = await Promise.all([first, second, third].map((r) => r.text()));
  const nonces = [first, second, third].map((r) => nonceOf(r.headers()["content-security-policy"]!)!);
  expect(new Set(nonces).size).toBe(3);
  bodies.forEach((body, i) => {
    const scripts = [...body.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(scripts)).toEqual(new Set([nonces[i]]));
    for (const other of nonces.filter((_, j) => j !== i)) expect(body).not.toContain(other);
  });
  // The same page apart from the nonce.
  expect(bodies[1]!.replaceAll(nonces[1]!, "")).toBe(bodies[0]!.replaceAll(nonces[0]!, ""));
});

// The cards below a results page's first row are written from markup the server keeps between pages
// (src/web/lib/kept-markup.ts, decision 0068). Its key holds everything a card shows: a listing whose price
// changes, or a visitor with another currency, gets a card rendered afresh, as quickly as the listing index learns
// of the change, and a kept card still comes alive in the browser.
test("a results card below the first row, kept by the server between pages, shows its listing's new price and the visitor's currency, and opens its listing", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const portal = await startPortal(`hk_e2e_kept_cards_${String(process.pid)}`, {}, { seedListings: 400 });
  try {
    const [district] = await portal.database.query<{ district_id: number }>(
      "select district_id from listings where available and rent_price is not null group by district_id order by count(*) desc limit 1",
    );
    const results = `${portal.base}/en/property-search/rent/localityarea-d${String(district!.district_id)}`;
    await page.goto(results);
    const sixth = page.locator(".results li[data-id]").nth(5);
    const id = Number(await sixth.getAttribute("data-id"));
    const card = page.locator(`.results li[data-id="${String(id)}"]`);
    const price = card.locator(".card-price strong");
    const [listing] = await portal.database.query<{ rent_price: number }>("select rent_price from listings where id = $1", [id]);
    const inDollars = (rent: number) => formatPrice(rent, { currencyId: CURRENCY_ID.HKD, language: "en" });
    await expect(price).toHaveText(inDollars(listing!.rent_price));
    // The same page again, its card now from the kept markup.
    await page.reload();
    await expect(price).toHaveText(inDollars(listing!.rent_price));

    // A third off: a price that reads differently however it is rounded.
    const lower = Math.round((listing!.rent_price * 2) / 3);
    await portal.database.query("update listings set rent_price = $2 where id = $1", [id, lower]);
    await expect
      .poll(
        async () => {
          await page.reload();
          return price.textContent();
        },
        { timeout: 10_000 },
      )
      .toBe(inDollars(lower));

    // Pounds: the same card in the visitor's currency (decided on the server, so no flash of dollars).
    await page.context().addCookies([{ name: "currencyId", value: String(CURRENCY_ID.GBP), url: portal.base }]);
    await page.reload();
    await expect(price).toContainText("£");
    await page.reload();
    await expect(price).toContainText("£");

    // The kept card hydrates like any other: its link opens the listing in the page.
    await hydrated(page);
    await card.locator(".card-link").click();
    await expect(page).toHaveURL(/\/en\/property\/rent\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  } finally {
    await portal.stop();
  }
});
