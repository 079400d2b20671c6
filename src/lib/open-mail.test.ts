import { copyText, openMail, type MailEnvironment } from "./open-mail";

const EMAIL = "owner@example.org";
/** The spec's wording of the two fallbacks (the site reads its own from data/ui.json). */
const WORDS = { copied: "Email address copied to clipboard: {email}", pleaseEmail: "Please email: {email}" };
const URL = "mailto:owner@example.org?subject=Hi&body=Hello";

function env(overrides: Partial<MailEnvironment> = {}) {
  const calls = { open: [] as [string, string][], copied: [] as string[], alerts: [] as string[] };
  const base: MailEnvironment = {
    open: (url, target) => {
      calls.open.push([url, target]);
      return {};
    },
    clipboard: {
      writeText: async (text) => {
        calls.copied.push(text);
      },
    },
    alert: (message) => {
      calls.alerts.push(message);
    },
  };
  return { calls, env: { ...base, ...overrides } };
}

const throwing = () => {
  throw new Error("blocked");
};

describe("openMail", () => {
  it("opens the mailto link in a new window and does nothing else", async () => {
    const { calls, env: e } = env();
    await expect(openMail(URL, EMAIL, WORDS, e)).resolves.toBe("opened");
    expect(calls.open).toEqual([[URL, "_blank"]]);
    expect(calls.copied).toEqual([]);
    expect(calls.alerts).toEqual([]);
  });

  it("copies the address and says so when opening throws", async () => {
    const { calls, env: e } = env({ open: throwing });
    await expect(openMail(URL, EMAIL, WORDS, e)).resolves.toBe("copied");
    expect(calls.copied).toEqual([EMAIL]);
    expect(calls.alerts).toEqual([`Email address copied to clipboard: ${EMAIL}`]);
  });

  it("treats a blocked pop-up (null) like a failure to open", async () => {
    const { calls, env: e } = env({ open: () => null });
    await expect(openMail(URL, EMAIL, WORDS, e)).resolves.toBe("copied");
    expect(calls.copied).toEqual([EMAIL]);
    expect(calls.alerts).toEqual([`Email address copied to clipboard: ${EMAIL}`]);
  });

  it("shows the address when the clipboard refuses", async () => {
    const { calls, env: e } = env({
      open: throwing,
      clipboard: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
    });
    await expect(openMail(URL, EMAIL, WORDS, e)).resolves.toBe("shown");
    expect(calls.alerts).toEqual([`Please email: ${EMAIL}`]);
  });

  it("shows the address when writeText throws synchronously", async () => {
    const { calls, env: e } = env({ open: () => null, clipboard: { writeText: throwing } });
    await expect(openMail(URL, EMAIL, WORDS, e)).resolves.toBe("shown");
    expect(calls.alerts).toEqual([`Please email: ${EMAIL}`]);
  });

  it("shows the address when there is no clipboard", async () => {
    const { calls, env: e } = env({ open: throwing, clipboard: undefined });
    await expect(openMail(URL, EMAIL, WORDS, e)).resolves.toBe("shown");
    expect(calls.alerts).toEqual([`Please email: ${EMAIL}`]);
  });

  it("never throws, even when the alert itself fails", async () => {
    const { env: e } = env({ open: throwing, clipboard: undefined, alert: throwing });
    await expect(openMail(URL, EMAIL, WORDS, e)).resolves.toBe("shown");
  });

  describe("in the browser (jsdom)", () => {
    const original = { open: window.open, alert: window.alert, clipboard: navigator.clipboard };
    afterEach(() => {
      window.open = original.open;
      window.alert = original.alert;
      Object.defineProperty(navigator, "clipboard", { value: original.clipboard, configurable: true });
    });

    it("uses window.open, navigator.clipboard and window.alert by default", async () => {
      const open = jest.fn(() => null);
      const alert = jest.fn();
      const writeText = jest.fn(() => Promise.resolve());
      window.open = open;
      window.alert = alert;
      Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
      await expect(openMail(URL, EMAIL, WORDS)).resolves.toBe("copied");
      expect(open).toHaveBeenCalledWith(URL, "_blank");
      expect(writeText).toHaveBeenCalledWith(EMAIL);
      expect(alert).toHaveBeenCalledWith(`Email address copied to clipboard: ${EMAIL}`);
    });

    it("opens without touching the clipboard when window.open succeeds", async () => {
      const writeText = jest.fn(() => Promise.resolve());
      const alert = jest.fn();
      window.open = jest.fn(() => ({}) as Window);
      window.alert = alert;
      Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
      await expect(openMail(URL, EMAIL, WORDS)).resolves.toBe("opened");
      expect(writeText).not.toHaveBeenCalled();
      expect(alert).not.toHaveBeenCalled();
    });
  });
});

describe("copyText", () => {
  it("writes to the clipboard and says so", async () => {
    const writeText = jest.fn(() => Promise.resolve());
    await expect(copyText("hello", { writeText })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith("hello");
  });

  it("answers false when the browser refuses", async () => {
    const writeText = jest.fn(() => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")));
    await expect(copyText("hello", { writeText })).resolves.toBe(false);
  });

  it("answers false when there is no clipboard at all", async () => {
    await expect(copyText("hello", undefined)).resolves.toBe(false);
    const broken = { writeText: undefined } as unknown as { writeText: (t: string) => Promise<void> };
    await expect(copyText("hello", broken)).resolves.toBe(false);
  });
});
