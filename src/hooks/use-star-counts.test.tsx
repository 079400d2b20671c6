import { act, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { STAR_CACHE_KEY } from "../lib/star-fetch";
import { createStarSession, starSession, type StarSession } from "../lib/star-session";
import { StarCountsProvider, useStarCount } from "./use-star-counts";

jest.mock("./use-tutorials");

const NOW = Date.UTC(2025, 5, 1, 12);
const RAG = { owner: "NirDiamant", repo: "RAG_Techniques" };

/** Shows one repository's count, "(loading)" while its call is pending. */
function RagStars() {
  const { count, loading } = useStarCount(RAG, 19421);
  return (
    <p data-testid="rag">
      {count}
      {loading ? " (loading)" : ""}
    </p>
  );
}

const ok = (stars: number) =>
  Promise.resolve({
    ok: true,
    status: 200,
    headers: { get: () => null },
    json: () => Promise.resolve({ stargazers_count: stars }),
  } as unknown as Response);

function memoryStorage(cache?: { savedAt: number; counts: Record<string, number> }) {
  const data = new Map<string, string>();
  if (cache) data.set(STAR_CACHE_KEY, JSON.stringify({ version: 1, ...cache }));
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

function setup(storage = memoryStorage()) {
  const fetchImpl = jest.fn((url: string | URL | Request) => ok(String(url).endsWith("RAG_Techniques") ? 25000 : 1234));
  const session = createStarSession({ fetchImpl, storage: () => storage, now: () => NOW });
  return { fetchImpl, session, storage };
}

const ui = (session: StarSession) => (
  <StarCountsProvider session={session}>
    <RagStars />
  </StarCountsProvider>
);

/** Lets the session load its cache-and-fetch module (a dynamic import) without moving the clock. */
const loadSession = () => act(() => jest.advanceTimersByTimeAsync(0));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("StarCountsProvider", () => {
  it("shows the build's count, then loading, then the live count, and stores it", async () => {
    const { fetchImpl, session, storage } = setup();
    render(ui(session));
    expect(screen.getByTestId("rag")).toHaveTextContent(/^19421$/);
    await loadSession();
    expect(screen.getByTestId("rag")).toHaveTextContent("19421 (loading)");
    await act(() => jest.runAllTimersAsync());
    expect(screen.getByTestId("rag")).toHaveTextContent(/^25000$/);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(JSON.parse(storage.data.get(STAR_CACHE_KEY) ?? "")).toMatchObject({
      version: 1,
      savedAt: NOW,
      counts: { "NirDiamant/RAG_Techniques": 25000, "NirDiamant/GenAI_Agents": 1234 },
    });
  });

  it("fetches once per page session: StrictMode, re-mounts and a second provider start nothing new", async () => {
    const { fetchImpl, session } = setup();
    const first = render(<StrictMode>{ui(session)}</StrictMode>);
    first.unmount();
    render(<StrictMode>{ui(session)}</StrictMode>);
    render(ui(session));
    await act(() => jest.runAllTimersAsync());
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(screen.getAllByTestId("rag").map((p) => p.textContent)).toEqual(["25000", "25000"]);
  });

  it("the page load's own session is shared by every provider mounted during the session", async () => {
    const fetchMock = jest.fn(() => ok(7));
    Object.defineProperty(window, "fetch", { value: fetchMock, configurable: true, writable: true });
    const first = render(
      <StrictMode>
        <StarCountsProvider>
          <RagStars />
        </StarCountsProvider>
      </StrictMode>,
    );
    first.unmount();
    render(
      <StarCountsProvider>
        <RagStars />
      </StarCountsProvider>,
    );
    await act(() => jest.runAllTimersAsync());
    expect(starSession.started).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(screen.getByTestId("rag")).toHaveTextContent(/^7$/);
  });

  it.each([
    ["a moment", 1000],
    ["a week", 7 * 24 * 60 * 60 * 1000],
  ])("shows a cache saved %s ago at once, then asks the API once and stores its counts", async (_, age) => {
    const storage = memoryStorage({ savedAt: NOW - age, counts: { "NirDiamant/RAG_Techniques": 20001 } });
    const { fetchImpl, session } = setup(storage);
    render(ui(session));
    await loadSession();
    expect(screen.getByTestId("rag")).toHaveTextContent("20001 (loading)");
    await act(() => jest.runAllTimersAsync());
    expect(screen.getByTestId("rag")).toHaveTextContent(/^25000$/);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(JSON.parse(storage.data.get(STAR_CACHE_KEY) ?? "{}")).toMatchObject({
      savedAt: NOW,
      counts: { "NirDiamant/RAG_Techniques": 25000 },
    });
  });

  it("renders the build-time count on the server and hydrates without a mismatch, then shows the cache", async () => {
    const storage = memoryStorage({ savedAt: NOW - 1000, counts: { "NirDiamant/RAG_Techniques": 20001 } });
    // The API's answer is still to come: the page shows the cache meanwhile.
    const session = createStarSession({
      fetchImpl: () => new Promise(() => {}),
      storage: () => storage,
      now: () => NOW,
    });
    session.start([RAG]);
    await jest.advanceTimersByTimeAsync(0);
    // Even with a cache already read, the markup and the first client render use the build-time count.
    expect(session.getSnapshot().counts).toEqual({ "NirDiamant/RAG_Techniques": 20001 });
    const { renderToString } = await import("react-dom/server");
    const html = renderToString(ui(session));
    expect(html).toContain("19421");
    expect(html).not.toContain("20001");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const recoverable = jest.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui(session), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe("20001 (loading)");
    act(() => root?.unmount());
    session.stop();
    container.remove();
  });

  it("stops the calls and timers when the page is left", async () => {
    const { fetchImpl, session } = setup();
    render(ui(session));
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    await act(() => jest.runAllTimersAsync());
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("rag")).toHaveTextContent(/^19421$/);
  });

  it("keeps the build's count and logs 'Failed to fetch latest data' when the session itself fails", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const session = createStarSession({
      fetchImpl: jest.fn(() => ok(1)),
      storage: () => {
        throw new Error("storage exploded");
      },
      now: () => NOW,
    });
    render(ui(session));
    await act(() => jest.runAllTimersAsync());
    expect(error).toHaveBeenCalledWith("Failed to fetch latest data", expect.any(Error));
    expect(screen.getByTestId("rag")).toHaveTextContent(/^19421$/);
  });
});
