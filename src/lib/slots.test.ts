import {
  dayBefore,
  dayText,
  firstAfter,
  onGrid,
  scheduleOf,
  slotText,
  statusText,
  timeOf,
  type SlotRule,
  type SlotWords,
} from "./slots";

const WORDS: SlotWords = {
  weekLabel: "wk {day} {month} {year}",
  weekShort: "{day} {mon}",
  monthLabel: "{month} {year}",
  monthShort: "{mon} '{year}",
  dateLabel: "{day}/{month}/{year}",
  months: "M1 M2 M3 M4 M5 M6 M7 M8 M9 M10 M11 M12".split(" "),
  monthsShort: "m1 m2 m3 m4 m5 m6 m7 m8 m9 m10 m11 m12".split(" "),
  nextOpen: "next: {slot}",
  fullyBooked: "full until {until}, then {slot}",
  noneOpen: "nothing open",
};

const weekly = (shown: number, capacity = 1): SlotRule => ({ unit: "week", capacity, shown });
const monthly = (shown: number, capacity = 1): SlotRule => ({ unit: "month", capacity, shown });
const starts = (rule: SlotRule, today: string, booked: string[] = []) =>
  scheduleOf(rule, booked, today).slots.map((s) => s.start);

describe("days", () => {
  it("reads real days written YYYY-MM-DD only", () => {
    expect(timeOf("2024-02-29")).toBe(Date.UTC(2024, 1, 29));
    for (const bad of ["2025-02-29", "2026-13-01", "2026-12-32", "2026-1-05", "05/01/2026", "2026-12-07T00:00", ""]) {
      expect(timeOf(bad)).toBeNaN();
    }
  });

  it("knows the grid: Mondays for weeks, the 1st for months", () => {
    expect(onGrid("week", "2026-12-07")).toBe(true);
    expect(onGrid("week", "2026-12-08")).toBe(false);
    expect(onGrid("week", "2026-12-06")).toBe(false);
    expect(onGrid("month", "2027-01-01")).toBe(true);
    expect(onGrid("month", "2027-01-04")).toBe(false);
  });

  it("gives the day before, across a month's and a year's end and a leap day", () => {
    expect(dayBefore("2027-01-01")).toBe("2026-12-31");
    expect(dayBefore("2024-03-01")).toBe("2024-02-29");
    expect(dayBefore("2026-12-07")).toBe("2026-12-06");
  });
});

describe("scheduleOf", () => {
  it("starts with the first slot after today: a Monday after a Monday is next week's", () => {
    expect(starts(weekly(2), "2026-12-07")).toEqual(["2026-12-14", "2026-12-21"]);
    expect(starts(weekly(2), "2026-12-06")).toEqual(["2026-12-07", "2026-12-14"]);
    expect(starts(weekly(1), "2026-12-09")).toEqual(["2026-12-14"]);
    expect(firstAfter("month", timeOf("2026-12-01"))).toBe(timeOf("2027-01-01"));
  });

  it("runs weeks across a month's and a year's end, weeks that start in one month and end in the next", () => {
    expect(starts(weekly(4), "2026-12-16")).toEqual(["2026-12-21", "2026-12-28", "2027-01-04", "2027-01-11"]);
    expect(starts(weekly(3), "2024-02-20")).toEqual(["2024-02-26", "2024-03-04", "2024-03-11"]);
    // 29 December 2025 is a Monday: its week ends on 4 January 2026.
    expect(starts(weekly(2), "2025-12-25")).toEqual(["2025-12-29", "2026-01-05"]);
  });

  it("runs months across a year's end, from the last day of a month too", () => {
    expect(starts(monthly(3), "2026-11-30")).toEqual(["2026-12-01", "2027-01-01", "2027-02-01"]);
    expect(starts(monthly(2), "2026-12-31")).toEqual(["2027-01-01", "2027-02-01"]);
    expect(starts(monthly(2), "2027-01-31")).toEqual(["2027-02-01", "2027-03-01"]);
  });

  it("counts bookings against the capacity: a slot is taken once full, and the next open is the first not full", () => {
    const rule = monthly(3, 2);
    const booked = ["2027-01-01", "2027-01-01", "2027-02-01", "2026-11-01"];
    const { slots, next } = scheduleOf(rule, booked, "2026-12-15");
    expect(slots).toEqual([
      { start: "2027-01-01", left: 0 },
      { start: "2027-02-01", left: 1 },
      { start: "2027-03-01", left: 2 },
    ]);
    expect(next).toEqual({ start: "2027-02-01", left: 1 });
  });

  it("looks past a fully booked window for the next open slot, up to two years ahead", () => {
    const rule = weekly(2);
    const full = scheduleOf(rule, ["2026-12-14", "2026-12-21", "2026-12-28"], "2026-12-09");
    expect(full.slots.every((s) => s.left === 0)).toBe(true);
    expect(full.next).toEqual({ start: "2027-01-04", left: 1 });

    const twoYears = Array.from(
      { length: 24 },
      (_, i) => `${2027 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}-01`,
    );
    const none = scheduleOf(monthly(6), twoYears, "2026-12-20");
    expect(none.slots).toHaveLength(6);
    expect(none.next).toBeUndefined();
  });
});

describe("slot words", () => {
  it("writes days and slots with the month names of data/", () => {
    expect(dayText("{day} {month} {year} ({mon})", "2027-01-04", WORDS)).toBe("4 M1 2027 (m1)");
    expect(slotText("week", "2026-12-28", WORDS)).toBe("wk 28 M12 2026");
    expect(slotText("week", "2026-12-28", WORDS, "short")).toBe("28\u00a0m12");
    expect(slotText("month", "2027-02-01", WORDS)).toBe("M2 2027");
    expect(slotText("month", "2027-02-01", WORDS, "short")).toBe("m2\u00a0'2027");
  });

  it("keeps a date on one line on the page (no-break spaces between its parts), and writes plain spaces in e-mails", () => {
    expect(slotText("week", "2026-12-28", WORDS, "page")).toBe("wk 28\u00a0M12\u00a02026");
    expect(dayText("{month} {day}, {year}", "2027-01-04", WORDS, "page")).toBe("M1\u00a04,\u00a02027");
    expect(dayText("the week of {day} {month} {year}", "2027-01-04", WORDS, "page")).toBe(
      "the week of 4\u00a0M1\u00a02027",
    );
    expect(slotText("week", "2026-12-28", WORDS, "plain")).toBe("wk 28 M12 2026");
  });

  it("says when the channel runs next, how long it is fully booked, or that nothing is open", () => {
    const rule = weekly(2);
    expect(statusText("week", scheduleOf(rule, ["2026-12-14"], "2026-12-09"), WORDS)).toBe(
      "next: wk 21\u00a0M12\u00a02026",
    );
    const full = scheduleOf(rule, ["2026-12-14", "2026-12-21", "2026-12-28"], "2026-12-09");
    expect(statusText("week", full, WORDS)).toBe("full until 3/M1/2027, then wk 4\u00a0M1\u00a02027");
    expect(statusText("month", { slots: [{ start: "2027-01-01", left: 0 }] }, WORDS)).toBe("nothing open");
  });
});
