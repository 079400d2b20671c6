import { browserStorage, readStarCache, STAR_CACHE_KEY, writeStarCache } from "./star-fetch";

const KEYS = ["NirDiamant/RAG_Techniques", "NirDiamant/GenAI_Agents"];
const NOW = Date.UTC(2025, 5, 1, 12);

function memoryStorage(initial?: string) {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(STAR_CACHE_KEY, initial);
  return {
    data,
    getItem: jest.fn((k: string) => data.get(k) ?? null),
    setItem: jest.fn((k: string, v: string) => void data.set(k, v)),
  };
}

const stored = (value: unknown) => memoryStorage(JSON.stringify(value));

describe("star cache", () => {
  it("round-trips the counts with their time", () => {
    const storage = memoryStorage();
    expect(writeStarCache(storage, { "NirDiamant/RAG_Techniques": 25000 }, NOW)).toBe(true);
    expect(JSON.parse(storage.data.get(STAR_CACHE_KEY) ?? "")).toEqual({
      version: 1,
      savedAt: NOW,
      counts: { "NirDiamant/RAG_Techniques": 25000 },
    });
    expect(readStarCache(storage, KEYS, NOW + 1000)).toEqual({
      counts: { "NirDiamant/RAG_Techniques": 25000 },
      savedAt: NOW,
    });
  });

  it("stays usable however old it is (a month)", () => {
    const storage = stored({ version: 1, savedAt: NOW, counts: { "NirDiamant/RAG_Techniques": 5 } });
    expect(readStarCache(storage, KEYS, NOW + 30 * 24 * 60 * 60 * 1000)?.counts).toEqual({
      "NirDiamant/RAG_Techniques": 5,
    });
  });

  it("stores nothing when no repository succeeded", () => {
    const storage = memoryStorage();
    expect(writeStarCache(storage, {}, NOW)).toBe(false);
    expect(writeStarCache(storage, { "NirDiamant/RAG_Techniques": Number.NaN }, NOW)).toBe(false);
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it.each([
    ["nothing stored", memoryStorage()],
    ["corrupt JSON", memoryStorage("{not json")],
    ["JSON null", memoryStorage("null")],
    ["an array", stored([1, 2])],
    ["another version", stored({ version: 2, savedAt: NOW, counts: { "NirDiamant/RAG_Techniques": 5 } })],
    ["a foreign format", stored({ stars: { RAG_Techniques: 5 } })],
    ["a time in the future", stored({ version: 1, savedAt: NOW + 60_000, counts: { "NirDiamant/RAG_Techniques": 5 } })],
    [
      "a time that is not a number",
      stored({ version: 1, savedAt: "yesterday", counts: { "NirDiamant/RAG_Techniques": 5 } }),
    ],
    ["a NaN time", memoryStorage(`{"version":1,"savedAt":NaN,"counts":{}}`)],
    ["counts that are not an object", stored({ version: 1, savedAt: NOW, counts: [5] })],
    ["only foreign repositories", stored({ version: 1, savedAt: NOW, counts: { "someone/else": 5 } })],
    [
      "only unusable counts",
      stored({ version: 1, savedAt: NOW, counts: { "NirDiamant/RAG_Techniques": -1, "NirDiamant/GenAI_Agents": "9" } }),
    ],
  ])("ignores %s", (_label, storage) => {
    expect(readStarCache(storage, KEYS, NOW)).toBeNull();
  });

  it("keeps the usable counts of a partly broken cache and drops the rest", () => {
    const storage = stored({
      version: 1,
      savedAt: NOW,
      counts: { "NirDiamant/RAG_Techniques": 7, "NirDiamant/GenAI_Agents": 0, "x/y": 3 },
    });
    expect(readStarCache(storage, KEYS, NOW)?.counts).toEqual({ "NirDiamant/RAG_Techniques": 7 });
  });

  it("survives a storage that throws on read or on write", () => {
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(readStarCache(throwing, KEYS, NOW)).toBeNull();
    expect(writeStarCache(throwing, { "NirDiamant/RAG_Techniques": 1 }, NOW)).toBe(false);
    expect(readStarCache(undefined, KEYS, NOW)).toBeNull();
    expect(writeStarCache(undefined, { "NirDiamant/RAG_Techniques": 1 }, NOW)).toBe(false);
  });

  it("finds no storage when touching window.localStorage throws", () => {
    const spy = jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    expect(browserStorage()).toBeUndefined();
    spy.mockRestore();
    expect(browserStorage()).toBe(window.localStorage);
  });
});
