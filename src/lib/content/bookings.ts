import { onGrid, timeOf, type SlotUnit } from "../slots";
import type { FieldRule, Fields } from "./collections";
import type { JsonObject } from "./validate";

/**
 * The content model's part for sponsorship slots (docs/editing.md, "Booked slots"): each channel's slot unit,
 * capacity and window (data/channels.json, "slots"), the booked slots (data/bookings.json: a channel and the
 * slot's first day, nothing naming the sponsor) and the words of the slot picker (data/ui.json, "slots").
 */
export const SLOT_UNITS: readonly SlotUnit[] = ["week", "month"];

const whole: FieldRule = { type: "number", positive: true, integer: true };

/** data/channels.json, "slots". */
export const CHANNEL_SLOTS: FieldRule = {
  type: "object",
  description: "How the channel is booked: by the week (starting on Mondays) or the month, and how many at once.",
  fields: {
    unit: { type: "string", oneOf: SLOT_UNITS, description: "A slot is a week (Monday to Sunday) or a month." },
    capacity: { ...whole, description: "How many sponsors one slot takes (1 for a newsletter issue)." },
    shown: { ...whole, description: "How many upcoming slots the page shows (e.g. 8 weeks, 6 months)." },
  },
};

/** data/bookings.json: one entry per booked slot. */
export const BOOKING_FIELDS: Fields = {
  channel: { type: "string", ref: "channels", description: "The channel the slot is booked on." },
  slot: {
    type: "string",
    date: true,
    description: "The slot's first day, YYYY-MM-DD: a Monday for a weekly channel, the 1st for a monthly one.",
  },
};

const copyWith = (...locals: string[]): FieldRule => ({ type: "string", text: locals });
const copy: FieldRule = { type: "string", text: true };
const DAY_TOKENS = ["day", "month", "mon", "year"];

/** data/ui.json, "slots": the slot picker's words and how it writes a slot's days. */
export const SLOT_WORDS: FieldRule = {
  type: "object",
  fields: {
    title: copy,
    lead: { ...copy, long: true },
    legend: copyWith("unit"),
    week: copy,
    month: copy,
    any: copy,
    open: copy,
    left: copyWith("count"),
    taken: copy,
    nextOpen: copyWith("slot"),
    fullyBooked: copyWith("until", "slot"),
    noneOpen: copy,
    mailLine: {
      ...copyWith("slot"),
      description: "The line a chosen slot adds to every inquiry e-mail of the page, after its first paragraph.",
    },
    chosen: {
      ...copyWith("slot"),
      description: "What the picker says once a slot is chosen, in place of when the channel can run next.",
    },
    weekLabel: { ...copyWith(...DAY_TOKENS), description: "A week in sentences and e-mails, by its Monday." },
    weekShort: { ...copyWith(...DAY_TOKENS), description: "A week in the picker, by its Monday." },
    monthLabel: copyWith(...DAY_TOKENS),
    monthShort: copyWith(...DAY_TOKENS),
    dateLabel: { ...copyWith(...DAY_TOKENS), description: "A day, as in 'fully booked until {until}'." },
    months: { type: "string[]", description: "The twelve month names, January first ({month})." },
    monthsShort: { type: "string[]", description: "The twelve short month names ({mon})." },
  },
};

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const ORDINAL = ["", "st", "nd", "rd"];
const nth = (n: number) => `${n}${(n % 100 < 11 || n % 100 > 13) && ORDINAL[n % 10] ? ORDINAL[n % 10] : "th"}`;

/** Problems of the bookings that need the channels: a day off the channel's grid, more bookings than its capacity. */
export function bookingProblems(
  bookings: readonly (JsonObject | null)[],
  channels: readonly (JsonObject | null)[],
  ui: JsonObject | undefined,
): string[] {
  const problems: string[] = [];
  const rules = new Map<string, { unit: SlotUnit; capacity: number }>();
  for (const channel of channels) {
    const slots = channel?.slots;
    if (typeof channel?.slug !== "string" || typeof slots !== "object" || slots === null || Array.isArray(slots)) {
      continue;
    }
    const { unit, capacity } = slots;
    if ((unit === "week" || unit === "month") && typeof capacity === "number") {
      rules.set(channel.slug, { unit, capacity });
    }
  }
  const seen = new Map<string, number[]>();
  bookings.forEach((entry, i) => {
    const { channel, slot } = entry ?? {};
    if (typeof channel !== "string" || typeof slot !== "string" || Number.isNaN(timeOf(slot))) return;
    const rule = rules.get(channel);
    if (!rule) return; // an unknown channel is reported by its reference
    const where = `data/bookings.json[${i}]: field "slot"`;
    if (!onGrid(rule.unit, slot)) {
      const weekly = rule.unit === "week";
      const weekday = WEEKDAYS[new Date(timeOf(slot)).getUTCDay()];
      problems.push(
        `${where} is off the ${channel} channel's ${weekly ? "weekly" : "monthly"} grid: a slot starts on ` +
          `${weekly ? `a Monday (got ${slot}, a ${weekday})` : `the 1st of a month (got ${slot})`}`,
      );
      return;
    }
    const key = `${channel} ${slot}`;
    const earlier = seen.get(key) ?? [];
    seen.set(key, [...earlier, i]);
    if (earlier.length >= rule.capacity) {
      problems.push(
        `${where} books the ${channel} ${rule.unit} of ${slot} a ${nth(earlier.length + 1)} time, over its ` +
          `capacity of ${rule.capacity} (booked at ${earlier.map((n) => `[${n}]`).join(", ")})`,
      );
    }
  });
  const words = ui?.slots;
  if (typeof words === "object" && words !== null && !Array.isArray(words)) {
    for (const field of ["months", "monthsShort"]) {
      const names = words[field];
      if (Array.isArray(names) && names.length !== 12) {
        problems.push(
          `data/ui.json: field "slots.${field}" must hold 12 month names, January first (got ${names.length})`,
        );
      }
    }
  }
  return problems;
}
