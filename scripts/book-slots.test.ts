/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import channelsJson from "../data/channels.json";
import { bookedByChannel, scheduleOf, type Booking, type SlotRule } from "../src/lib/slots";

/**
 * The test build books slots as an editor would (scripts/test-build.mjs, `bookSlots`), with its own few lines of
 * slot maths, as Node runs that script without TypeScript. Its bookings are read back here through the site's own
 * (src/lib/slots.ts), so the two cannot drift apart: the browser tests expect what the site computes.
 */

const ROOT = path.resolve(__dirname, "..");
const channels = channelsJson as { slug: string; slots: SlotRule }[];
const ruleOf = (slug: string) => {
  const channel = channels.find((c) => c.slug === slug);
  if (!channel) throw new Error(`data/channels.json has no channel "${slug}"`);
  return channel.slots;
};

interface Job {
  bookings: Booking[];
  plan: { firstOpen: string; fullWindow: string };
  today: string;
}

/**
 * Runs bookSlots once per job, each on a folder of its own holding data/channels.json and the job's bookings, all
 * in one Node process (importing the script takes a fifth of a second); returns the bookings each wrote.
 */
function bookSlots(jobs: readonly Job[]): Booking[][] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "book-slots-"));
  try {
    const dirs = jobs.map((job, i) => {
      const dir = path.join(root, String(i));
      fs.mkdirSync(path.join(dir, "data"), { recursive: true });
      fs.writeFileSync(path.join(dir, "data", "channels.json"), JSON.stringify(channels));
      fs.writeFileSync(path.join(dir, "data", "bookings.json"), JSON.stringify(job.bookings));
      return dir;
    });
    const script = pathToFileURL(path.join(ROOT, "scripts", "test-build.mjs")).href;
    const calls = jobs.map(
      (job, i) => `bookSlots(${JSON.stringify(dirs[i])}, ${JSON.stringify(job.plan)}, ${JSON.stringify(job.today)});`,
    );
    const run = spawnSync(
      process.execPath,
      ["--input-type=module", "-e", [`import { bookSlots } from "${script}";`, ...calls].join("\n")],
      {
        encoding: "utf8",
      },
    );
    if (run.status !== 0) throw new Error(`bookSlots failed: ${run.stderr}`);
    return dirs.map((dir) => JSON.parse(fs.readFileSync(path.join(dir, "data", "bookings.json"), "utf8")) as Booking[]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const scheduleFor = (bookings: readonly Booking[], slug: string, today: string) =>
  scheduleOf(ruleOf(slug), bookedByChannel(bookings)[slug] ?? [], today);

// Every channel once as each role, beside another; days at a month's end, a year's end and a leap day's eve.
const plans = channels.map((c, i) => ({
  firstOpen: c.slug,
  fullWindow: channels[(i + 1) % channels.length]?.slug ?? c.slug,
}));
const DAYS = ["2026-12-30", "2027-01-31", "2028-02-28"];

const cases = plans.flatMap((plan) => DAYS.map((today) => ({ ...plan, today })));
const [plan0] = plans;
const today0 = DAYS[0] ?? "";
const [firstSlot] = plan0 ? scheduleFor([], plan0.firstOpen, today0).slots : [];
/** The first open channel's first slot already full in data/. */
const full: Booking[] =
  plan0 && firstSlot
    ? Array.from({ length: ruleOf(plan0.firstOpen).capacity }, () => ({
        channel: plan0.firstOpen,
        slot: firstSlot.start,
      }))
    : [];

describe("the test build's bookings, read by the site's slot maths", () => {
  let written: Booking[][] = [];
  beforeAll(() => {
    if (!plan0) throw new Error("data/channels.json has no channel");
    written = bookSlots([
      ...cases.map(({ firstOpen, fullWindow, today }) => ({ bookings: [], plan: { firstOpen, fullWindow }, today })),
      { bookings: full, plan: plan0, today: today0 },
    ]);
  });

  it.each(cases.map((c, i) => ({ ...c, i })))(
    "$firstOpen: its first open slot is booked; $fullWindow: every slot shown is taken (today $today)",
    ({ firstOpen, fullWindow, today, i }) => {
      const before = scheduleFor([], firstOpen, today);
      const after = written[i] ?? [];

      const first = scheduleFor(after, firstOpen, today);
      expect(first.slots.map((s) => s.left)).toEqual(
        before.slots.map((s) => (s.start === before.next?.start ? s.left - 1 : s.left)),
      );
      expect(scheduleFor(after, fullWindow, today).slots.every((s) => s.left === 0)).toBe(true);
      // The other channels are left as they were.
      expect(after.every((b) => b.channel === firstOpen || b.channel === fullWindow)).toBe(true);
    },
  );

  it("counts what data/ already books: with the first slot full, it books the next open one", () => {
    if (!plan0 || !firstSlot) throw new Error("data/channels.json has no channel with a slot");
    const before = scheduleFor(full, plan0.firstOpen, today0);
    expect(before.next?.start).not.toBe(firstSlot.start);
    const after = written[cases.length] ?? [];
    const booked = after.filter((b) => b.channel === plan0.firstOpen).slice(full.length);
    expect(booked).toEqual([{ channel: plan0.firstOpen, slot: before.next?.start }]);
  });
});
