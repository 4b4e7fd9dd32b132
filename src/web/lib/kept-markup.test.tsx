import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { forgetKept, renderKeepingParts } from "./kept-markup.ts";
import { Kept } from "../ui/served-panel.tsx";

afterEach(forgetKept);

let rendered: string[] = [];
function Card({ name, price }: { name: string; price: number }) {
  rendered.push(name);
  return (
    <article>
      <h3>{name}</h3>
      {price} a month <b>{name}</b>
    </article>
  );
}

type Item = { id: number; name: string; price: number };
function List({ items, kept = true }: { items: Item[]; kept?: boolean }) {
  return (
    <ul>
      {items.map((item) =>
        kept ? (
          <Kept as="li" key={item.id} id={`result-${String(item.id)}`} data-id={item.id} markupKey={() => JSON.stringify(item)}>
            <Card name={item.name} price={item.price} />
          </Kept>
        ) : (
          <li key={item.id} id={`result-${String(item.id)}`} data-id={item.id}>
            <Card name={item.name} price={item.price} />
          </li>
        ),
      )}
    </ul>
  );
}

const items: Item[] = [
  { id: 1, name: "Harbour View", price: 18_000 },
  { id: 2, name: "Peak Court", price: 42_000 },
];
const keeping = (element: React.ReactElement) => renderKeepingParts(() => renderToString(element)).join("");

describe("markup kept between server renders (decision 0068)", () => {
  it("writes a kept part as a fresh render writes it, without rendering its components again", () => {
    const fresh = renderToString(<List items={items} kept={false} />);
    rendered = [];
    expect(keeping(<List items={items} />)).toBe(fresh);
    expect(rendered).toEqual(["Harbour View", "Peak Court"]);
    rendered = [];
    expect(keeping(<List items={items} />)).toBe(fresh);
    expect(rendered).toEqual([]);
  });

  it("renders a part again when its key changes, and keeps each part apart", () => {
    keeping(<List items={items} />);
    const cheaper = [{ ...items[0]!, price: 16_500 }, items[1]!];
    rendered = [];
    const page = keeping(<List items={cheaper} />);
    expect(rendered).toEqual(["Harbour View"]);
    expect(page).toBe(renderToString(<List items={cheaper} kept={false} />));
    expect(page).toContain("16500");
    // The other order: each part's own markup.
    expect(keeping(<List items={[...items].reverse()} />)).toBe(renderToString(<List items={[...items].reverse()} kept={false} />));
  });

  it("keeps nothing and marks nothing outside a keeping render, nor after a render that failed", () => {
    const fresh = renderToString(<List items={items} kept={false} />);
    expect(renderToString(<List items={items} />)).toBe(fresh);
    function Fails(): never {
      throw new Error("render failed");
    }
    expect(() =>
      keeping(
        <>
          <List items={items} />
          <Fails />
        </>,
      ),
    ).toThrow("render failed");
    // Nothing was kept from the failed render, and a later plain render writes no markers.
    rendered = [];
    expect(renderToString(<List items={items} />)).toBe(fresh);
    expect(rendered).toHaveLength(2);
  });

  it("keeps a part without keeping the page it was cut from", () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const filler = (n: number) => `<p>${"›".repeat(100_000)} ${String(n)}</p>`;
    gc();
    const before = process.memoryUsage().heapUsed;
    // 100 pages of ~200 KB each, one new part kept from each.
    for (let n = 0; n < 100; n++) {
      keeping(
        <section>
          <div dangerouslySetInnerHTML={{ __html: filler(n) }} />
          <List items={[{ id: 1000 + n, name: `Court ${String(n)}`, price: n }]} />
        </section>,
      );
    }
    gc();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(5_000_000);
  });
});
