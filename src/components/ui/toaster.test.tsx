import { act, render, screen } from "@testing-library/react";
import { resetToasts, showToast } from "../../lib/toast";
import { Toaster } from "./toaster";

describe("Toaster", () => {
  beforeEach(() => resetToasts());

  it("renders nothing until a toast is asked for, then shows and announces it", async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => showToast({ title: "Email client opened", description: "It should open now." }));
    expect(await screen.findByText("Email client opened")).toBeInTheDocument();
    expect(screen.getByText("It should open now.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Email client opened");
  });
});
