import { collect, pagedItems, pagesOf, type Page } from "../../../../src/core/clients/paging";

const pages = (...all: Array<Page<number>>) => {
  const byLink = new Map(all.slice(1).map((page, i) => [`link-${i + 1}`, page]));
  return { first: async () => all[0]!, next: async (link: string) => byLink.get(link)! };
};

describe("pagedItems", () => {
  it("yields every item of every page in order, following nextLink to the end", async () => {
    const { first, next } = pages(
      { value: [1, 2], nextLink: "link-1" },
      { value: [3], nextLink: "link-2" },
      { value: [4] },
    );
    expect(await collect(pagedItems("op", first, next))).toEqual([1, 2, 3, 4]);
  });

  it("stops at an empty nextLink", async () => {
    const { first, next } = pages({ value: [1], nextLink: "" });
    expect(await collect(pagedItems("op", first, next))).toEqual([1]);
  });

  it("refuses to loop on a repeated nextLink", async () => {
    const first = async () => ({ value: [1], nextLink: "same" });
    const next = async () => ({ value: [2], nextLink: "same" });
    await expect(collect(pagedItems("datashare.list", first, next))).rejects.toThrow(
      /datashare.list: .*same nextLink twice/,
    );
  });

  it("refuses a link to another origin before asking for it, naming both origins", async () => {
    const asked: string[] = [];
    const first = async () => ({ value: [1], nextLink: "https://elsewhere.example:8443/page2" });
    const next = async (link: string) => {
      asked.push(link);
      return { value: [2] };
    };
    const items = collect(pagedItems("op", first, next, { origin: "https://records.example" }));
    await expect(items).rejects.toThrow(
      "op: the service returned a link to https://elsewhere.example:8443, but the credential is configured for https://records.example",
    );
    expect(asked).toEqual([]);
  });

  it("yields whole pages in order", async () => {
    const { first, next } = pages({ value: [1, 2], nextLink: "link-1" }, { value: [3] });
    expect(await collect(pagesOf("op", first, next))).toEqual([[1, 2], [3]]);
  });
});
