import { act, render, screen, within } from "@testing-library/react";
import tutorialsData from "../../../data/tutorials.json";
import { StarCountsProvider } from "../../hooks/use-star-counts";
import { useTutorials, type Tutorial } from "../../hooks/use-tutorials";
import { fillLocal } from "../../lib/content/fill-local";
import { formatStars } from "../../lib/format-stars";
import { createStarSession } from "../../lib/star-session";
import { testPage, testUi } from "../../test/page-copy";
import { FeaturedTutorials } from "./featured-tutorials";

jest.mock("../../hooks/use-tutorials");

const { stars: words } = testUi;

/** The tutorials of data/, with `stars` as an offline build gives them (the hook's mock) unless given. */
function Featured({ tutorials }: { tutorials?: Tutorial[] }) {
  const fromData = useTutorials();
  return <FeaturedTutorials tutorials={tutorials ?? fromData} copy={testPage("home").section("tutorials")} />;
}

describe("Featured tutorials", () => {
  it("shows a card per tutorial with name, description, the build's stars and Explore in a new tab", () => {
    // Build-time counts unlike any fallbackStars: the card shows the build's count, not data/'s.
    const built = useTutorials().map((t, i) => ({ ...t, stars: (i + 1) * 111_111 }));
    render(<Featured tutorials={built} />);
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(tutorialsData.length);
    for (const [i, card] of cards.entries()) {
      const t = tutorialsData[i];
      const stars = built[i]?.stars ?? 0;
      if (!t) throw new Error("missing tutorial");
      expect(formatStars(stars)).not.toBe(formatStars(t.fallbackStars));
      expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(t.name);
      expect(card).toHaveTextContent(t.description);
      expect(card.querySelector("[data-star-count]")).toHaveTextContent(`${formatStars(stars)} ${words.label}`);
      expect(card.querySelector("[aria-busy]")).toHaveAttribute("aria-busy", "false");
      const explore = within(card).getByRole("link", {
        name: `${words.explore} ${fillLocal(words.exploreDetail, { name: t.name })}`,
      });
      expect(explore).toHaveAttribute("href", `https://github.com/${t.owner}/${t.repo}`);
      expect(explore).toHaveAttribute("target", "_blank");
      expect(explore).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("shows the ellipsis while loading and the live count after", async () => {
    jest.useFakeTimers();
    const fetchImpl = jest.fn(() =>
      Promise.resolve({
        ok: true,
        status: 200,
        headers: { get: () => null },
        json: () => Promise.resolve({ stargazers_count: 25000 }),
      } as unknown as Response),
    );
    const session = createStarSession({ fetchImpl, storage: () => undefined });
    render(
      <StarCountsProvider session={session}>
        <Featured />
      </StarCountsProvider>,
    );
    const last = screen.getAllByRole("listitem").at(-1) as HTMLElement;
    const lastTutorial = useTutorials().at(-1);
    if (!lastTutorial) throw new Error("data/tutorials.json is empty");
    const status = last.querySelector("[aria-busy]");
    expect(status).toHaveAttribute("aria-busy", "false");
    // The session loads its fetching code, then marks every count as updating.
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(status).toHaveAttribute("aria-busy", "true");
    expect(status).toHaveTextContent(`${formatStars(lastTutorial.stars)} ${words.label}${words.updating}…`);
    await act(() => jest.runAllTimersAsync());
    expect(status).toHaveAttribute("aria-busy", "false");
    expect(status?.textContent).toBe(`${formatStars(25000)} ${words.label}`);
    jest.useRealTimers();
  });
});
