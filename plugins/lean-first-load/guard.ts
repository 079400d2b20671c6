export type Optimisation =
  | "Partytown browser file"
  | "Head API handler"
  | "service-worker registration"
  | "shared chunk groups"
  | "emotion style hoisting"
  | "SWC minifier";

/**
 * An optimisation that can no longer apply as it was measured: the build stops with its name and what changed,
 * instead of going on without it (and silently shipping more, or broken, code).
 */
export class GuardError extends Error {
  constructor(
    readonly optimisation: Optimisation,
    readonly change: string,
  ) {
    super(
      `lean-first-load: "${optimisation}" no longer applies: ${change}\n` +
        "See plugins/lean-first-load/README.md for what it depends on and how to remove it.",
    );
    this.name = "GuardError";
  }
}

/** Runs a guarded step, turning a GuardError into a build-stopping message. */
export function guarded<T>(reporter: { panic(message: string): never }, step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof GuardError) reporter.panic(error.message);
    throw error;
  }
}
