import { realFileExists, realSources, withCollection } from "../../test/content-fixture";
import { timeOf } from "../slots";
import { validateContent, type ContentSources } from "./validate";

type Entry = Record<string, unknown>;

const validate = (sources: ContentSources) => validateContent(sources, { fileExists: realFileExists });

/** The real channels; each test takes the unit it needs from them, not from a copy of today's content. */
const channels = JSON.parse(realSources().collections.channels ?? "[]") as {
  slug: string;
  slots: { unit: "week" | "month"; capacity: number };
}[];
const channelBy = (unit: "week" | "month") => {
  const found = channels.find((c) => c.slots.unit === unit);
  if (!found) throw new Error(`data/channels.json has no channel booked by the ${unit}`);
  return found;
};

/** The real bookings, then these at the end: the messages name the added entries by their index. */
function withBookings(...added: Entry[]) {
  const existing = JSON.parse(realSources().collections.bookings ?? "[]") as Entry[];
  return { sources: withCollection("bookings", () => [...existing, ...added]), at: existing.length };
}

// Far in the future, so no booking already in data/ shares the slot.
const MONDAY = "2090-01-02";
const FIRST = "2090-02-01";

describe("bookings (data/bookings.json)", () => {
  it("takes no booking at all: an empty file is valid", () => {
    const sources = withCollection("bookings", () => []);
    expect(validate(sources)).toEqual([]);
  });

  it("takes a Monday for a weekly channel and the 1st for a monthly one", () => {
    expect(new Date(timeOf(MONDAY)).getUTCDay()).toBe(1);
    const { sources } = withBookings(
      { channel: channelBy("week").slug, slot: MONDAY },
      { channel: channelBy("month").slug, slot: FIRST },
    );
    expect(validate(sources)).toEqual([]);
  });

  it("refuses an unknown channel, naming file, entry and field", () => {
    const { sources, at } = withBookings({ channel: "podcast", slot: MONDAY });
    const known = channels.map((c) => c.slug).join(", ");
    expect(validate(sources)).toEqual([
      `data/bookings.json[${at}]: field "channel" refers to unknown channel "podcast" (known: ${known})`,
    ]);
  });

  it("refuses a malformed day and one that does not exist", () => {
    const channel = channelBy("week").slug;
    const { sources, at } = withBookings({ channel, slot: "2/1/2090" }, { channel, slot: "2090-02-30" });
    expect(validate(sources)).toEqual([
      `data/bookings.json[${at}]: field "slot" must be a real day written YYYY-MM-DD, e.g. "2026-12-07" (got "2/1/2090")`,
      `data/bookings.json[${at + 1}]: field "slot" must be a real day written YYYY-MM-DD, e.g. "2026-12-07" (got "2090-02-30")`,
    ]);
  });

  it("refuses a day off the channel's grid: not a Monday, not the 1st", () => {
    const week = channelBy("week").slug;
    const month = channelBy("month").slug;
    const { sources, at } = withBookings({ channel: week, slot: "2090-01-03" }, { channel: month, slot: MONDAY });
    expect(validate(sources)).toEqual([
      `data/bookings.json[${at}]: field "slot" is off the ${week} channel's weekly grid: a slot starts on a Monday (got 2090-01-03, a Tuesday)`,
      `data/bookings.json[${at + 1}]: field "slot" is off the ${month} channel's monthly grid: a slot starts on the 1st of a month (got ${MONDAY})`,
    ]);
  });

  it("refuses more bookings in a slot than its capacity, naming the one over it and those before", () => {
    const { slug, slots } = channelBy("week");
    const full = Array.from({ length: slots.capacity + 1 }, () => ({ channel: slug, slot: MONDAY }));
    const { sources, at } = withBookings(...full);
    const before = full.slice(0, -1).map((_, i) => `[${at + i}]`);
    const nth = slots.capacity + 1 === 2 ? "2nd" : slots.capacity + 1 === 3 ? "3rd" : `${slots.capacity + 1}th`;
    expect(validate(sources)).toEqual([
      `data/bookings.json[${at + slots.capacity}]: field "slot" books the ${slug} week of ${MONDAY} a ${nth} time, ` +
        `over its capacity of ${slots.capacity} (booked at ${before.join(", ")})`,
    ]);
  });

  it("refuses a channel without its slot settings, and month names that are not twelve", () => {
    const sources = withCollection("channels", (entries) =>
      entries.map((c, i) => (i === 0 ? { ...c, slots: undefined, placeholder: undefined } : c)),
    );
    const ui = JSON.parse(sources.objects.ui ?? "{}") as { slots: { months: string[] } };
    ui.slots.months = ui.slots.months.slice(0, 11);
    sources.objects.ui = JSON.stringify(ui);
    const first = channels[0]?.slug ?? "";
    expect(validate(sources)).toEqual([
      `data/channels.json[0] "${first}": missing required field "slots"`,
      'data/ui.json: field "slots.months" must hold 12 month names, January first (got 11)',
    ]);
  });
});
